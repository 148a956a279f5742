"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { useOnline } from "@/components/offline/use-offline";

type Props = {
  certificationId: number;
  /** Which wallets have passes on this installation (their mode is not "off"). */
  apple: boolean;
  google: boolean;
};

// "Add to Apple Wallet" and "Add to Google Wallet" (issue 39) in our own style: the platforms'
// badge artwork is theirs to download (README, "Wallet passes"), so these are plain black buttons
// in the badges' shape with their wording and a wallet glyph of our own. Both are links to the
// page routes: the .pkpass (iOS Safari opens it in Wallet) and the 303 to Google's save page.
// Both need the network; on a page the device kept (decision 0049) they say so while offline,
// as the exam does, instead of leading to the offline page.

const shape =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 border border-black bg-black px-4 py-2 text-left text-[0.9375rem] font-semibold leading-tight text-white shadow-sm transition-colors sm:gap-3 sm:px-5 sm:text-base " +
  "hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-black";

export function WalletButtons({ certificationId, apple, google }: Props) {
  const t = useTranslations("credentials.walletPasses");
  const online = useOnline();
  if (!apple && !google) return null;
  const base = `/certifications/${certificationId}/wallet`;
  const hold = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!online) e.preventDefault();
  };
  const offline = online ? {} : { "aria-disabled": true, "aria-describedby": "wallet-offline" };
  return (
    <div>
      <div className="grid grid-cols-1 gap-3 sm:inline-grid sm:grid-cols-2">
        {apple ? (
          <a href={`${base}/apple`} type="application/vnd.apple.pkpass" data-needs-network="" onClick={hold} className={`${shape} rounded-xl`} {...offline}>
            <WalletGlyph />
            <span>{t("addApple")}</span>
          </a>
        ) : null}
        {google ? (
          <a href={`${base}/google`} data-needs-network="" onClick={hold} className={`${shape} rounded-full`} {...offline}>
            <WalletGlyph />
            <span>{t("addGoogle")}</span>
          </a>
        ) : null}
      </div>
      {online ? null : (
        <p id="wallet-offline" className="mt-2 text-sm text-slate-700">
          {t("offline")}
        </p>
      )}
    </div>
  );
}

/** A wallet with three cards in it: our own drawing, neither platform's logo. */
function WalletGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 28" className="h-7 w-8 shrink-0">
      <rect x="5" y="1" width="22" height="10" rx="2" fill="#38bdf8" />
      <rect x="5" y="5.5" width="22" height="10" rx="2" fill="#34d399" />
      <rect x="5" y="10" width="22" height="10" rx="2" fill="#fbbf24" />
      <rect x="2" y="14" width="28" height="13" rx="2.5" fill="#f8fafc" />
      <rect x="21" y="17.5" width="9" height="6" rx="3" fill="#cbd5e1" />
      <circle cx="25" cy="20.5" r="1.3" fill="#0f172a" />
    </svg>
  );
}
