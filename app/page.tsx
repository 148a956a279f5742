import Link from "next/link";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VerifyMemberForm } from "@/components/layout/verify-member-form";
import { buttonClasses } from "@/components/ui/button";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/browser/current-user";

const features = ["courses", "diveLog", "certifications", "professionals"] as const;

const finders = [
  { href: "/divers/check", key: "checkDiver" },
  { href: "/instructors", key: "findInstructor" },
  { href: "/dive-centers", key: "findCenter" },
] as const;

export default async function HomePage() {
  const user = await getSessionUser();
  const t = await getTranslations("home");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={!!user} />
      <main id="main" className="flex-1">
        <section className="bg-gradient-to-b from-sky-800 to-sky-950 text-white">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">{t("eyebrow")}</p>
              <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
              <p className="mt-4 max-w-xl text-lg text-sky-100">
                {t("lead")}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                {user ? (
                  <Link href="/dashboard" className={buttonClasses("secondary", "lg")}>
                    {t("goToDashboard")}
                  </Link>
                ) : (
                  <>
                    <Link href="/register" className={buttonClasses("secondary", "lg")}>
                      {t("createAccount")}
                    </Link>
                    <Link href="/login" className={buttonClasses("ghost", "lg", "text-white ring-1 ring-white/40 hover:bg-white/10")}>
                      {t("signIn")}
                    </Link>
                  </>
                )}
              </div>
            </div>
            <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6">
              <h2 className="text-lg font-semibold">{t("verifyTitle")}</h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">{t("verifyText")}</p>
              <VerifyMemberForm />
            </div>
          </div>
        </section>

        <section aria-labelledby="find" className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
            <h2 id="find" className="text-xl font-bold tracking-tight text-slate-900">
              {t("lookUp")}
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-3">
              {finders.map((f) => (
                <li key={f.href}>
                  <Link href={f.href} className="block h-full rounded-2xl border border-slate-200 p-5 hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600">
                    <span className="font-semibold text-sky-800">{t(`finders.${f.key}.title`)} →</span>
                    <span className="mt-1 block text-sm text-slate-600">{t(`finders.${f.key}.text`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="features" className="text-2xl font-bold tracking-tight text-slate-900">
            {t("featuresTitle")}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {features.map((f) => (
              <li key={f} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-slate-900">{t(`features.${f}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`features.${f}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="border-t border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{t("haveAccount")}</h2>
              <p className="text-sm text-slate-600">
                {t("continueTraining")}{" "}
                <Link href="/forgot-password" className="text-sky-800 underline hover:text-sky-950">
                  {t("forgotPassword")}
                </Link>
              </p>
            </div>
            <Link href={user ? "/dashboard" : "/login"} className={buttonClasses("primary", "lg")}>
              {user ? t("openDashboard") : t("signIn")}
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
