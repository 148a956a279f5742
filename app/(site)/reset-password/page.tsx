import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { resetPasswordAction } from "@/app/(site)/reset-password/actions";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AuthPage } from "@/components/layout/auth-page";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  return { title: t("metaTitle"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const t = await getTranslations("auth.reset");
  const token = first(query.token)?.trim() ?? "";
  const email = first(query.email)?.trim() ?? "";
  return (
    <AuthPage title={t("metaTitle")}>
      <Card>
        {token && email ? (
          <ResetPasswordForm action={resetPasswordAction} email={email} token={token} />
        ) : (
          <div className="space-y-4">
            <FormMessage kind="error" title={t("incomplete")}>
              {t("incompleteText")}
            </FormMessage>
            <Link href="/forgot-password" className={buttonClasses("primary")}>
              {t("askNew")}
            </Link>
          </div>
        )}
      </Card>
    </AuthPage>
  );
}
