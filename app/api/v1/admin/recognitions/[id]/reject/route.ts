import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { rejectRecognition } from "@/lib/recognitions/reject-recognition";
import { ZAdminRecognition, ZRecognitionParams, ZRejectRecognitionBody } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "records",
    params: ZRecognitionParams,
    body: ZRejectRecognitionBody,
    docs: {
      tag: "Administration",
      summary: "Reject a recognition request",
      description: "The reason is e-mailed to the requester.",
      errors: { 404: "Unknown recognition request.", 409: "The request was already approved or rejected." },
    },
    response: { description: "The rejected request.", data: ZAdminRecognition },
    handler: async ({ user, params, body, lang }) =>
      ok("Recognition rejected.", await rejectRecognition(user.id, params.id, body, lang)),
  }),
});
