import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { savePassword } from "@/app/(account)/profile/password/actions";
import { PasswordForm } from "@/components/profile/password-form";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/browser/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.passwordPage");
  return { title: t("metaTitle") };
}

export default async function PasswordPage() {
  await requireSessionUser("/profile/password");
  const t = await getTranslations("profile.passwordPage");
  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <Card>
        <PasswordForm action={savePassword} />
      </Card>
    </>
  );
}
