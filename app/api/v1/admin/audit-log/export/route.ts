import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { exportAuditLog } from "@/lib/audit/export-audit-log";
import { ZAuditFilters } from "@/lib/audit/list-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZAuditFilters,
    docs: { tag: "Admin", summary: "Download the audit log (CSV)", description: "The same filters as the list; every matching entry, newest first, streamed." },
    response: {
      envelope: "raw",
      description: "A CSV download.",
      data: z.string().describe("The file."),
      files: { "text/csv": "CSV with a header row: id, at, actor_id, actor_member_id, actor_role, action, subject_type, subject_id, before, after (JSON), ip, request_id, hash." },
    },
    handler: async ({ query }) => rawResponse(await exportAuditLog(query)),
  }),
});
