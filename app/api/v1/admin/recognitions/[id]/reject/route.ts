import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { rejectRecognition } from "@/lib/recognitions/reject-recognition";
import { ZRecognitionParams, ZRejectRecognitionBody } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZRecognitionParams,
    body: ZRejectRecognitionBody,
    handler: async ({ user, params, body, lang }) =>
      ok("Recognition rejected.", await rejectRecognition(user.id, params.id, body, lang)),
  }),
});
