import { importDiveLogs } from "@/lib/dive-logs/import-dive-logs";
import { MAX_IMPORT_BYTES } from "@/lib/dive-logs/import/limits";
import { sessionUpload } from "@/app/(account)/documents/session-upload";

// POST /logbook/import/upload: the import page's XHR target (for its progress events); the same
// limit, rate limit, service and answers as POST /api/v1/diver/dive-logs/import.
export const POST = (req: Request) =>
  sessionUpload(req, {
    maxFileBytes: MAX_IMPORT_BYTES,
    run: async (user, upload) => ({ status: 200, message: "Dive logs imported.", data: await importDiveLogs(user.id, upload.file) }),
  });
