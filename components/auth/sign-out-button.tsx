"use client";

import { useTranslations } from "next-intl";

import { signOut } from "next-auth/react";
import { useState } from "react";

/** Ends the next-auth session and returns to the home page. */
export function SignOutButton({ className = "" }: { className?: string }) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: "/login?signed_out=1" });
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
      {pending ? t("signingOut") : t("signOut")}
    </button>
  );
}
