import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { approveRecognition } from "@/lib/recognitions/approve-recognition";
import { ZApproveRecognitionBody, ZRecognitionParams } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZRecognitionParams,
    body: ZApproveRecognitionBody,
    handler: async ({ user, params, body, lang }) =>
      ok("Recognition approved.", await approveRecognition(user.id, params.id, body, lang)),
  }),
});
