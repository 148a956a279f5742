import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { downloadExport } from "@/lib/privacy/download-export";
import { exportFileTypes, ZExportDownloadQuery, ZExportFile, ZExportParams } from "@/lib/privacy/schema";

// The mailed (and listed) signed link: the ZIP itself, streamed from storage.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZExportParams,
    query: ZExportDownloadQuery,
    docs: {
      tag: "Profile",
      summary: "Download a data export (signed link)",
      description: "Signed with `expires` and `signature` (sent by e-mail and listed in GET /profile/exports); valid 7 days. No token needed.",
      errors: { 403: "Invalid signature, or the link has expired.", 404: "No such export, or it has expired and been removed." },
    },
    response: { envelope: "raw", description: "The ZIP, streamed as an attachment.", data: ZExportFile, files: exportFileTypes },
    handler: async ({ params, query }) => rawResponse(await downloadExport(params.id, query.expires, query.signature)),
  }),
});
