import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Logo } from "@/components/layout/logo";

/** Header of the public pages; shows "Dashboard" instead of the sign-in links when signed in. */
export async function SiteHeader({ signedIn = false }: { signedIn?: boolean }) {
  const t = await getTranslations("header");
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher />
          <nav aria-label={t("accountNav")} className="flex items-center gap-1 sm:gap-2">
            {signedIn ? (
              <Link href="/dashboard" className={buttonClasses("primary", "sm")}>
                {t("dashboard")}
              </Link>
            ) : (
              <>
                <Link href="/login" className={buttonClasses("ghost", "sm")}>
                  {t("signIn")}
                </Link>
                <Link href="/register" className={buttonClasses("primary", "sm")}>
                  <span className="sm:hidden">{t("register")}</span>
                  <span className="hidden sm:inline">{t("createAccount")}</span>
                </Link>
              </>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
