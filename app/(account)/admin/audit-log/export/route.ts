import { randomUUID } from "node:crypto";
import { AppError, unauthenticated, validationError } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/error-response";
import { fieldErrorsOf } from "@/lib/api/validation";
import { exportAuditLog } from "@/lib/audit/export-audit-log";
import { ZAuditFilters } from "@/lib/audit/list-schema";
import { pageRefusal } from "@/lib/auth/page-access";
import { getSessionUser } from "@/lib/auth/session";

// The audit log page's CSV link: the browser session instead of a bearer token, the same rule
// (staff with the accounts permission and a second factor) and service as GET /api/v1/admin/audit-log/export.
export async function GET(req: Request): Promise<Response> {
  const requestId = randomUUID();
  const user = await getSessionUser();
  if (!user) return toErrorResponse(unauthenticated(), requestId);
  const refusal = await pageRefusal(user.id, "staff", "accounts");
  if (refusal) return toErrorResponse(new AppError("forbidden", refusal), requestId);
  const parsed = ZAuditFilters.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return toErrorResponse(validationError(fieldErrorsOf(parsed.error)), requestId);
  try {
    return await exportAuditLog(parsed.data);
  } catch (e) {
    return toErrorResponse(e, requestId);
  }
}
