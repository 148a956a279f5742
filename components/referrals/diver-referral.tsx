import { getTranslations } from "next-intl/server";
import { ReferralCodeCard } from "@/components/referrals/referral-code-card";
import { pageLanguage } from "@/lib/i18n/page-language";
import { latestReferral } from "@/lib/referrals/latest-referral";

// The diver's course page: the latest referral the instructor signed, to hand to the next
// instructor (its QR code or the code itself). Nothing when there is none that can be accepted.
export async function DiverReferral({ logCode, userId }: { logCode: string; userId: number }) {
  const latest = await latestReferral({ logCode, userId });
  if (!latest) return null;
  const t = await getTranslations("referrals.diver");
  return (
    <div className="mt-6">
      <ReferralCodeCard referral={latest} title={t("title")} description={t("description")} lang={await pageLanguage()} />
    </div>
  );
}
