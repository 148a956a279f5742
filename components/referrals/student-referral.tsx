import { getTranslations } from "next-intl/server";
import { ReferStudentForm } from "@/components/referrals/refer-student-form";
import { ReferralCodeCard } from "@/components/referrals/referral-code-card";
import { Card } from "@/components/ui/card";
import { latestReferral } from "@/lib/referrals/latest-referral";
import type { FormAction } from "@/lib/pages/form-state";

// The student's page: "Refer this student" and, once signed, the latest referral's code to hand over.
export async function StudentReferral({ logCode, instructorId, action, lang }: { logCode: string; instructorId: number; action: FormAction; lang: string }) {
  const t = await getTranslations("referrals.refer");
  const latest = await latestReferral({ logCode, instructorId });
  if (!latest) {
    return (
      <Card title={t("title")} description={t("description")}>
        <ReferStudentForm action={action} hasCode={false} />
      </Card>
    );
  }
  return (
    <ReferralCodeCard referral={latest} title={t("title")} description={t("shownText")} lang={lang}>
      <ReferStudentForm action={action} hasCode />
    </ReferralCodeCard>
  );
}
