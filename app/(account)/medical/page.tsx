import type { Metadata } from "next";
import Link from "next/link";
import { submitMedicalAction } from "@/app/(account)/medical/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { MedicalStatusBadge } from "@/components/medical/medical-status-badge";
import { MedicalSummary } from "@/components/medical/medical-summary";
import { QuestionnaireForm } from "@/components/medical/questionnaire-form";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { getMedicalQuestionnaire } from "@/lib/medical/get-medical-questionnaire";

export const metadata: Metadata = { title: "Medical questionnaire" };

export default async function MedicalPage() {
  const user = await requireSessionUser("/medical");
  const header = (
    <PageHeader
      title="Medical questionnaire"
      description="Diving asks a lot of your heart, lungs and ears. Answer honestly: your instructor only sees whether you are cleared to dive, never your answers."
    />
  );
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="The questionnaire is not available right now.">
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
      <Card title="Your status" actions={<MedicalStatusBadge status={status} />}>
        <MedicalSummary status={status} last={last} />
      </Card>
      <Card
        title={last ? "Answer the questionnaire again" : "Answer the questionnaire"}
        description={
          current
            ? "Answer again whenever your health changes, you start a new medicine, or before the twelve months run out."
            : "Answer every question. A “yes” opens a few more questions about it."
        }
      >
        <QuestionnaireForm structure={structure} action={submitMedicalAction} />
      </Card>
      <p className="text-xs text-slate-500">
        Questionnaire version {structure.version}. See also the <Link href="/forms/medical_statement" className="underline">Diver Medical Statement</Link>.
      </p>
    </div>
  );
}
