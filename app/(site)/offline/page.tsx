import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TryAgainButton } from "@/components/offline/try-again-button";
import { Card } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { offlineAccountKey } from "@/lib/offline/account-key";
import { ACCOUNT_META } from "@/lib/offline/names";

// The offline page (decision 0049): what the service worker answers, with no network, for a page
// this device does not keep. The worker keeps a copy per account (in the account's language, from
// the keep list) and one rendered signed out for anyone; online it is an ordinary page. It names
// its account like the account area does, so the worker keeps the account's copy only for it.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offline.page");
  return { title: t("metaTitle"), robots: { index: false } };
}

const KEPT = [
  { href: "/dashboard", key: "dashboard" },
  { href: "/logbook", key: "logbook" },
  { href: "/certifications", key: "certifications" },
  { href: "/courses", key: "courses" },
] as const;

export default async function OfflinePage() {
  const user = await getSessionUser();
  const t = await getTranslations("offline.page");
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <meta name={ACCOUNT_META} content={user ? offlineAccountKey(user.id) : ""} />
      <Card>
        <div className="text-center">
          <div aria-hidden="true" className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-800">
            <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
            </svg>
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
          <p className="mt-2 text-slate-700">{t("notKept")}</p>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-5">
          {user ? (
            <>
              <h2 className="text-base font-semibold text-slate-900">{t("availableTitle")}</h2>
              <p className="mt-1 text-sm text-slate-600">{t("availableIntro")}</p>
              {/* Plain links: a full navigation, which the service worker answers from the device. */}
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {KEPT.map((page) => (
                  <li key={page.href}>
                    <a
                      href={page.href}
                      className="flex min-h-11 items-center rounded-lg border border-slate-200 bg-slate-50 px-4 font-medium text-sky-800 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                    >
                      {t(`links.${page.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t("signedOut")}</p>
          )}
        </div>
        <div className="mt-6 flex justify-center">
          <TryAgainButton label={t("tryAgain")} />
        </div>
      </Card>
    </div>
  );
}
