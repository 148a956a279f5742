import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { confirmTotpSetup, newRecoveryCodes, removeTotp, startTotpSetup } from "@/app/(account)/profile/security/actions";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { PasskeysSection } from "@/components/security/passkeys-section";
import { RecoveryCodesCard, TotpCard } from "@/components/security/totp-section";
import { FormMessage } from "@/components/ui/form-message";
import { mfaStatus } from "@/lib/auth/mfa/status";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { intlLocale } from "@/lib/i18n/intl-locale";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.security");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecurityPage({ searchParams }: Props) {
  const user = await requireSessionUser("/profile/security");
  const t = await getTranslations("profile.security");
  const query = await searchParams;
  const status = await mfaStatus(user.id);
  const lang = await pageLanguage();
  const since = status.totp_enabled_at
    ? new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(status.totp_enabled_at))
    : null;
  const hasFactor = status.methods.some((m) => m !== "recovery_code");
  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        {query.required && status.required && !hasFactor ? (
          <FormMessage kind="warning" title={t("requiredTitle")}>
            {t("requiredBody")}
          </FormMessage>
        ) : null}
        <TotpCard enabled={status.totp_enabled} since={since} actions={{ start: startTotpSetup, confirm: confirmTotpSetup, remove: removeTotp }} />
        <PasskeysSection />
        {hasFactor ? <RecoveryCodesCard remaining={status.recovery_codes_remaining} action={newRecoveryCodes} /> : null}
      </div>
    </>
  );
}
