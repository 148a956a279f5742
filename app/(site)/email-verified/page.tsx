import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { resendVerificationAction } from "@/app/(site)/email-verified/actions";
import { ResendVerificationForm } from "@/components/auth/resend-verification-form";
import { ResultPanel } from "@/components/layout/result-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/browser/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.verification");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The verification link (GET /api/v1/auth/email/verify/...) redirects browsers here with ?result=.
export default async function EmailVerifiedPage({ searchParams }: Props) {
  const raw = (await searchParams).result;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const result = value === "ok" ? "ok" : value === "expired" ? "expired" : "invalid";
  const user = await getSessionUser();
  const t = await getTranslations("auth.verification");
  const signIn = `/login?next=${encodeURIComponent(`/email-verified?result=${result}`)}`;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        {result === "ok" ? (
          <ResultPanel
            tone="ok"
            title={t("verified")}
            actions={
              <Link href={user ? "/dashboard" : "/login"} className={buttonClasses("primary")}>
                {user ? t("goToDashboard") : t("signIn")}
              </Link>
            }
          >
            <p>{t("verifiedText")}</p>
          </ResultPanel>
        ) : (
          <ResultPanel
            tone={result === "expired" ? "expired" : "invalid"}
            title={result === "expired" ? t("expired") : t("invalid")}
            actions={
              user ? (
                <ResendVerificationForm action={resendVerificationAction} />
              ) : (
                <Link href={signIn} className={buttonClasses("primary")}>
                  {t("signInForLink")}
                </Link>
              )
            }
          >
            <p>
              {result === "expired" ? t("expiredText") : t("invalidText")} {user ? t("canResend") : t("signInAndAsk")}
            </p>
          </ResultPanel>
        )}
      </Card>
    </div>
  );
}
