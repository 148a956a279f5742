import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SiteHeader } from "@/components/layout/site-header";
import { buttonClasses } from "@/components/ui/button";
import { getSessionUser } from "@/lib/auth/browser/current-user";

export default async function NotFound() {
  const t = await getTranslations("errors");
  const user = await getSessionUser();
  return (
    <div className="flex min-h-dvh flex-col">
    <SiteHeader signedIn={!!user} />
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p className="mt-10 text-sm font-semibold tracking-wide text-sky-700 uppercase">{t("notFound.eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t("notFound.text")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("primary")}>
          {t("home")}
        </Link>
        <Link href="/dashboard" className={buttonClasses("secondary")}>
          {t("notFound.dashboard")}
        </Link>
      </div>
    </main>
    </div>
  );
}
