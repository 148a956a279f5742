import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { forgotPasswordAction } from "@/app/(site)/forgot-password/actions";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { AuthPage } from "@/components/layout/auth-page";
import { Card } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot");
  return { title: t("metaTitle") };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth.forgot");
  return (
    <AuthPage title={t("title")} intro={t("intro")}>
      <Card>
        <ForgotPasswordForm action={forgotPasswordAction} />
      </Card>
    </AuthPage>
  );
}
