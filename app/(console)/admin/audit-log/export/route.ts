import { exportAuditLog } from "@/lib/audit/export-audit-log";
import { ZAuditFilters } from "@/lib/audit/list-schema";
import { withSession } from "@/lib/pages/session-route";

// The audit log page's CSV link: the same rule (staff with the accounts permission and a second
// factor) and service as GET /api/v1/admin/audit-log/export, by the browser session.
export const GET = withSession({
  auth: "staff",
  permission: "accounts",
  query: ZAuditFilters,
  handler: ({ query }) => exportAuditLog(query),
});
