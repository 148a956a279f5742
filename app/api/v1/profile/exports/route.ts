import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listExports } from "@/lib/privacy/list-exports";
import { ZDataExportRecord, ZExportQuery } from "@/lib/privacy/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "user",
    allowInactive: true,
    query: ZExportQuery,
    docs: { tag: "Profile", summary: "List your data exports", description: "Newest first; a ready one carries its signed `download_url` (valid until `expires_at`)." },
    response: { description: "A page of exports.", data: ZLengthAwarePage(ZDataExportRecord) },
    handler: async ({ user, query, url }) => ok("Exports retrieved.", await listExports(user.id, query, url)),
  }),
});
