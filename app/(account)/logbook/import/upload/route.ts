import { policies } from "@/lib/api/rate-limit";
import { importDiveLogs } from "@/lib/dive-logs/import-dive-logs";
import { MAX_IMPORT_BYTES } from "@/lib/dive-logs/import/limits";
import { withSession } from "@/lib/pages/session-route";

// POST /logbook/import/upload: the import page's XHR target (for its progress events); the same
// limit, rate limit, service and answers as POST /api/v1/diver/dive-logs/import.
export const POST = withSession({
  auth: "verified",
  rateLimit: policies.upload,
  multipart: { file: "file", maxFileBytes: MAX_IMPORT_BYTES },
  handler: async ({ user, upload }) => Response.json({ status: "success", message: "Dive logs imported.", data: await importDiveLogs(user.id, upload!.file) }),
});
