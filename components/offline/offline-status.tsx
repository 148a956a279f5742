"use client";

import { useTranslations } from "next-intl";
import { useOnline, usePendingOperations } from "@/components/offline/use-offline";

/**
 * The slim bar at the top of every account page (decision 0049): "You're offline — showing what's
 * saved on this device" while the browser has no network, and how many changes wait on this
 * device to be sent (a link to /sync); nothing when online with nothing waiting. A polite status
 * region, so a screen reader hears it come and go; in the flow of the page, never over it.
 */
export function OfflineStatus({ account }: { account: string }) {
  const t = useTranslations("offlineWrites.status");
  const online = useOnline();
  const waiting = usePendingOperations(account)?.length ?? 0;
  const show = !online || waiting > 0;
  return (
    <div role="status">
      {show ? (
        <div className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950 lg:pl-72" data-testid="offline-status">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
            {online ? null : (
              <p className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
                  <path d="M2.5 7.5a11 11 0 0 1 15 0M5 10.5a7.5 7.5 0 0 1 10 0M7.5 13.5a4 4 0 0 1 5 0" />
                  <path d="M3 3l14 14" />
                </svg>
                <span>{t("offline")}</span>
              </p>
            )}
            {waiting > 0 ? (
              // A plain link: offline the service worker answers /sync from this device's copy.
              <a href="/sync" data-sync-state="pending" className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-700">
                {t("waiting", { count: waiting })}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
