import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { AuthPage } from "@/components/layout/auth-page";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { getSessionUser } from "@/lib/auth/browser/current-user";
import { ACCOUNT_META } from "@/lib/offline/names";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  // Checked once here (lib/auth/safe-redirect.ts): the redirect below and the form's after sign-in use it.
  const next = safeRedirectPath(first(query.next), "/dashboard");
  if (await getSessionUser()) redirect(next);
  const error = first(query.error);
  const t = await getTranslations("auth.login");
  const notice = first(query.signed_out)
    ? t("signedOut")
    : first(query.reset)
      ? t("passwordReset")
      : undefined;

  return (
    <AuthPage title={t("title")} intro={t("intro")}>
      {/* Rendered without a session (decision 0049): the service worker serves no account's pages
          offline until an account page names one again. */}
      <meta name={ACCOUNT_META} content="" />
      {notice ? <FormMessage kind="success" className="mb-4">{notice}</FormMessage> : null}
      <Card>
        <LoginForm next={next} initialError={error} defaultEmail={first(query.email) ?? ""} />
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("newHere")}{" "}
        <Link href="/register" className="font-medium text-sky-800 underline hover:text-sky-950">
          {t("createAccount")}
        </Link>
      </p>
    </AuthPage>
  );
}
