import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getMedicalQuestionnaire } from "@/lib/medical/get-medical-questionnaire";
import { ZMedicalSubmission, ZMedicalQuestionnaire, ZMedicalSubmissionResult } from "@/lib/medical/schema";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: { tag: "Diver other", summary: "Read the medical questionnaire" },
    response: { description: "The structure, the latest submission and the status now.", data: ZMedicalQuestionnaire },
    handler: async ({ user }) => ok("Medical questionnaire retrieved.", await getMedicalQuestionnaire(user.id)),
  }),
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver other",
      summary: "Submit the medical questionnaire",
      description: "Every first-page question and every question of each group a yes opened must be answered (422 names each missing `answers.<id>`). Outcome `fit` when all answers are no, else `physician_approval_required`; valid 12 months.",
    },
    response: { status: 201, description: "The submission and the status.", data: ZMedicalSubmissionResult },
    body: ZMedicalSubmission,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Medical questionnaire submitted.", await submitMedicalQuestionnaire(user, body)),
  }),
});
