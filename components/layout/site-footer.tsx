import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function SiteFooter() {
  const t = await getTranslations("footer");
  const header = await getTranslations("header");
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t("tagline", { year: new Date().getFullYear() })}</p>
        <nav aria-label={t("label")} className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/" className="hover:text-slate-900 hover:underline">
            {t("home")}
          </Link>
          <Link href="/login" className="hover:text-slate-900 hover:underline">
            {header("signIn")}
          </Link>
          <Link href="/register" className="hover:text-slate-900 hover:underline">
            {header("register")}
          </Link>
          <a href="/api/v1/openapi.json" className="hover:text-slate-900 hover:underline">
            {t("api")}
          </a>
        </nav>
      </div>
    </footer>
  );
}
