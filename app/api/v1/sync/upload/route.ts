import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { MAX_UPLOAD_BYTES, ZUploadBody } from "@/lib/sync/schema";
import { uploadOperations } from "@/lib/sync/upload-operations";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    body: ZUploadBody,
    maxBodyBytes: MAX_UPLOAD_BYTES,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => ok("Operations processed.", await uploadOperations(user, body)),
  }),
});
