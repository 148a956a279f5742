"use client";

import { useTranslations } from "next-intl";

import { signOut } from "next-auth/react";
import { useRef } from "react";
import { useDeviceSignOut } from "@/components/offline/device-sign-out";

/**
 * Ends the next-auth session and returns to the sign-in page. First the device's part (decision
 * 0049): what waits is sent, or discarded once confirmed, and the account's offline copy deleted.
 */
export function SignOutButton({ className = "" }: { className?: string }) {
  const t = useTranslations("auth");
  const tDevice = useTranslations("offlineSync.signOut");
  const device = useDeviceSignOut();
  const running = useRef(false);
  // While the dialog asks, the button stays enabled (the modal makes it inert) so focus can return to it.
  const busy = device.phase === "sending" || device.phase === "leaving";
  const label = device.phase === "sending" ? tDevice("sending") : device.phase === "leaving" ? t("signingOut") : t("signOut");
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (running.current) return;
          running.current = true;
          void device.leave(() => signOut({ callbackUrl: "/login?signed_out=1" })).then(
            (left) => void (running.current = left),
            () => void (running.current = false),
          );
        }}
        className={
          "inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 " +
          "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-60 " +
          className
        }
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M8 4H4.5A1.5 1.5 0 0 0 3 5.5v9A1.5 1.5 0 0 0 4.5 16H8M13 14l4-4-4-4M17 10H8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span aria-live="polite">{label}</span>
      </button>
      {device.dialog}
    </>
  );
}
