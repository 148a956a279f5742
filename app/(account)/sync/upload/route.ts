import { policies } from "@/lib/api/rate-limit";
import { localizeFields, localizeMessage } from "@/lib/i18n/service-messages";
import { withSession } from "@/lib/pages/session-route";
import { MAX_UPLOAD_BYTES, ZUploadBody } from "@/lib/sync/schema";
import { uploadOperations } from "@/lib/sync/upload-operations";

// POST /sync/upload (UPLOAD_PATH): the offline web app's queue (lib/offline/queue.ts) sends what
// the diver wrote offline here, with the session cookie — the same body and limits (8 MiB, 500
// operations, 422 with field errors), rate limit, service and envelope as
// POST /api/v1/sync/upload, so each operation applies once per (account, client_id, op_id). A
// rejected operation's words come in the page's language: /sync shows them to the diver.
export const POST = withSession({
  auth: "verified",
  body: ZUploadBody,
  maxBodyBytes: MAX_UPLOAD_BYTES,
  rateLimit: policies.write,
  handler: async ({ user, body, lang }) => {
    const { results } = await uploadOperations(user, body);
    const shown = results.map((r) => ({
      ...r,
      ...(r.message === undefined ? {} : { message: localizeMessage(r.message, lang) }),
      ...(r.errors === undefined ? {} : { errors: localizeFields(r.errors, lang) }),
    }));
    return Response.json({ status: "success", message: "Operations processed.", data: { results: shown } }, { headers: { "Cache-Control": "no-store" } });
  },
});
