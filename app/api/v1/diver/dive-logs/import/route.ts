import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { importDiveLogs } from "@/lib/dive-logs/import-dive-logs";
import { MAX_IMPORT_BYTES } from "@/lib/dive-logs/import/limits";

// Dive-computer and logbook files (UDDF, Subsurface, FIT, the logbook's CSV), recognised by content.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    multipart: { file: "file", maxFileBytes: MAX_IMPORT_BYTES },
    rateLimit: [{ policy: policies.upload }],
    handler: async ({ user, file }) => ok("Dive logs imported.", await importDiveLogs(user.id, file)),
  }),
});
