import { z } from "zod";
import { zIsoMicro } from "@/lib/api/record-formats";

// Request schema of POST /diver/medical-questionnaire (also the sync operation's payload), and
// the questionnaire's records.

export const ZMedicalSubmission = z.object({
  answers: z.record(
    z.string().max(100, "The question id is too long."),
    z.boolean({ error: "The answer must be true (yes) or false (no)." }),
    { error: "The answers must be an object of question ids and true/false answers." },
  ),
});
export type MedicalSubmissionInput = z.infer<typeof ZMedicalSubmission>;


export const ZMedicalStatus = z
  .enum(["missing", "fit", "fit_with_physician_approval", "physician_approval_required", "expired"])
  .meta({ id: "MedicalStatus", description: "Whether the diver is cleared to dive, from the latest medical questionnaire (never its answers)" });

export const ZMedicalStructure = z
  .object({
    version: z.number().int(),
    questions: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        follow_up_group: z.string().nullable().describe("The group a yes opens; null when none."),
      }),
    ),
    follow_up_groups: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(z.object({ id: z.string(), text: z.string() })) })),
  })
  .meta({ id: "MedicalQuestionnaireStructure", description: "The first page of yes/no questions and the follow-up groups a yes opens" });

const submissionFields = {
  outcome: z
    .enum(["fit", "physician_approval_required", "fit_with_physician_approval"])
    .describe("`fit_with_physician_approval` once staff accepted a physician's certificate uploaded after `physician_approval_required`."),
  version: z.number().int().describe("The questionnaire version answered."),
  submitted_at: zIsoMicro(),
  valid_until: zIsoMicro().describe("Twelve months after `submitted_at`."),
  physician_approved_at: zIsoMicro().nullable(),
  answers: z.record(z.string(), z.boolean()).describe("Question id → yes (true) or no (false); only the diver sees them."),
};

export const ZMedicalSubmissionRecord = z.object(submissionFields).meta({ id: "MedicalSubmissionRecord", description: "A submitted questionnaire" });

export const ZMedicalQuestionnaire = z
  .object({ structure: ZMedicalStructure, last_submission: ZMedicalSubmissionRecord.nullable(), status: ZMedicalStatus })
  .meta({ id: "MedicalQuestionnaire", description: "The questionnaire, the latest submission and the status now" });

export const ZMedicalSubmissionResult = ZMedicalSubmissionRecord.extend({ status: ZMedicalStatus }).meta({
  id: "MedicalSubmissionResult",
  description: "The new submission and the status it gives",
});
