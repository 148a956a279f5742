import { formatDate } from "@/components/learning/format";
import { normaliseLanguage } from "@/lib/i18n/language";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { DetailList } from "@/components/profile/detail-list";
import { languageNames } from "@/components/profile/languages";
import { country as countryIn, field, joined, type Profile } from "@/components/profile/profile-data";

/** Every personal, address, next-of-kin, guardian and membership field, grouped in cards. */
export function ProfileDetails({ profile: p }: { profile: Profile }) {
  const t = useTranslations("profile.details");
  const lang = normaliseLanguage(useLocale()) ?? "en";
  const yesNo = (v: unknown) => (v === true ? t("yes") : t("no"));
  const country = (code: string | null) => countryIn(code, lang);
  const f = (key: string) => field(p, key);
  const language = f("default_language");
  const diveCenter = f("dive_center_id") ? f("dive_center") : null;
  return (
    <div className="space-y-6">
      <DetailList
        title={t("personal")}
        items={[
          { label: t("fullName"), value: f("full_name") },
          { label: t("email"), value: f("email") },
          { label: t("dob"), value: f("dob") },
          { label: t("gender"), value: f("gender") },
          { label: t("nationality"), value: country(f("nationality")) },
          { label: t("phone"), value: f("phone") },
          { label: t("mobile"), value: f("mobile") },
          { label: t("language"), value: language ? (languageNames[language as keyof typeof languageNames] ?? language) : null },
          { label: t("units"), value: f("preferred_system") },
          { label: t("timezone"), value: f("timezone") },
        ]}
      />
      <DetailList
        title={t("address")}
        items={[
          { label: t("street"), value: f("address") },
          { label: t("city"), value: f("city") },
          { label: t("postalCode"), value: f("postal_code") },
          { label: t("state"), value: joined(f("state"), f("state_code") ? `(${f("state_code")})` : null) },
          { label: t("country"), value: country(f("country")) },
          { label: t("currency"), value: f("currency") },
        ]}
      />
      <DetailList
        title={t("nok")}
        description={t("nokText")}
        items={[
          { label: t("name"), value: joined(f("nok_first_name"), f("nok_last_name")) },
          { label: t("phone"), value: f("nok_phone") },
          { label: t("email"), value: f("nok_email") },
          { label: t("country"), value: country(f("nok_country")) },
        ]}
      />
      <DetailList
        title={t("guardian")}
        description={t("guardianText")}
        items={[
          { label: t("name"), value: joined(f("guardian_first_name"), f("guardian_last_name")) },
          { label: t("email"), value: f("guardian_email") },
          { label: t("consent"), value: f("guardian_email") ? yesNo(p.guardian_accepted) : null },
        ]}
      />
      <DetailList
        title={t("membership")}
        action={
          <Link href="/profile/dive-center" className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline">
            {t("changeCenter")}
          </Link>
        }
        items={[
          { label: t("memberId"), value: f("member_id") },
          { label: t("status"), value: f("status") },
          { label: t("qualification"), value: f("qualification") ?? t("member") },
          { label: t("category"), value: f("category") },
          { label: t("diveCenter"), value: diveCenter ? joined(diveCenter, f("dive_center_date") ? t("since", { date: f("dive_center_date") ?? "" }) : null) : t("notAssigned") },
          { label: t("distributor"), value: f("distributor") },
          { label: t("emailVerified"), value: f("email_verified_at") ? t("verifiedOn", { date: f("email_verified_at") ?? "" }) : t("notYet") },
          { label: t("memberSince"), value: formatDate(f("created_at"), lang) },
          ...("professional_status" in p
            ? [
                { label: t("professionalStatus"), value: f("professional_status") },
                { label: t("renewalDate"), value: f("renewal_date") },
              ]
            : []),
        ]}
      />
    </div>
  );
}
