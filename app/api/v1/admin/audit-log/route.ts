import { ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { methods, withApi } from "@/lib/api/with-api";
import { listAuditLog } from "@/lib/audit/list-audit-log";
import { ZAuditEntry, ZAuditLogQuery } from "@/lib/audit/list-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "accounts",
    query: ZAuditLogQuery,
    docs: {
      tag: "Admin",
      summary: "List the audit log",
      description:
        "Newest first, paginated. Filters: `actor` (user id or member id), `subject_type`, `subject_id`, `action` (an action or its start), `since` and `until` (Y-m-d, whole UTC days, or ISO 8601 instants).",
    },
    response: { description: "A page of audit entries.", data: ZLengthAwarePage(ZAuditEntry) },
    handler: async ({ query, url }) => ok("Audit log retrieved.", await listAuditLog(query, url)),
  }),
});
