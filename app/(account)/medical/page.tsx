import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { submitMedicalAction } from "@/app/(account)/medical/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { MedicalStatusBadge } from "@/components/medical/medical-status-badge";
import { MedicalSummary } from "@/components/medical/medical-summary";
import { QuestionnaireForm } from "@/components/medical/questionnaire-form";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { getMedicalQuestionnaire } from "@/lib/medical/get-medical-questionnaire";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("medical.page");
  return { title: t("title") };
}

export default async function MedicalPage() {
  const user = await requireSessionUser("/medical");
  const t = await getTranslations("medical.page");
  const header = (
    <PageHeader
      title={t("title")}
      description={t("description")}
    />
  );
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>
          {refusal}
        </FormMessage>
      </>
    );
  }
  const { structure, last_submission: last, status } = await getMedicalQuestionnaire(user.id);
  const current = status === "fit" || status === "fit_with_physician_approval";
  return (
    <div className="space-y-6">
      {header}
      <Card title={t("status")} actions={<MedicalStatusBadge status={status} />}>
        <MedicalSummary status={status} last={last} />
      </Card>
      <Card
        title={last ? t("answerAgain") : t("answer")}
        description={
          current
            ? t("againText")
            : t("answerText")
        }
      >
        <QuestionnaireForm structure={structure} action={submitMedicalAction} />
      </Card>
      <p className="text-xs text-slate-500">
        {t.rich("version", { version: structure.version, link: (c) => <Link href="/forms/medical_statement" className="underline">{c}</Link> })}
      </p>
    </div>
  );
}
