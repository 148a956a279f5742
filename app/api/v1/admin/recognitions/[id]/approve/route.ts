import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { approveRecognition } from "@/lib/recognitions/approve-recognition";
import { ZAdminRecognition, ZApproveRecognitionBody, ZRecognitionParams } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "records",
    params: ZRecognitionParams,
    body: ZApproveRecognitionBody,
    docs: {
      tag: "Administration",
      summary: "Approve a recognition request",
      description: "Issues a certification of the equivalent course (id or code) with its card and no online exam (its exam result is null), updates the holder's qualification and e-mails them.",
      errors: { 404: "Unknown recognition request.", 409: "The request was already approved or rejected.", 422: "Validation failed or the course is unknown." },
    },
    response: { description: "The approved request with its certification.", data: ZAdminRecognition },
    handler: async ({ user, params, body, lang }) =>
      ok("Recognition approved.", await approveRecognition(user.id, params.id, body, lang)),
  }),
});
