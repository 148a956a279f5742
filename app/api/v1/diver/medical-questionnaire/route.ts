import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getMedicalQuestionnaire } from "@/lib/medical/get-medical-questionnaire";
import { ZMedicalSubmission } from "@/lib/medical/schema";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    handler: async ({ user }) => ok("Medical questionnaire retrieved.", await getMedicalQuestionnaire(user.id)),
  }),
  POST: withApi({
    auth: "verified",
    body: ZMedicalSubmission,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Medical questionnaire submitted.", await submitMedicalQuestionnaire(user, body)),
  }),
});
