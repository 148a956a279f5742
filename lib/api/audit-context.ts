import type { AuditContext } from "@/lib/audit/record-audit";

/**
 * The audit log's who and where of a request (lib/audit/record-audit.ts), for the route (or the
 * page kernel, lib/pages/define-action.ts, for a server action) to hand to its service.
 */
export const auditContext = (ctx: { user?: { id: number }; ip: string; requestId: string }): AuditContext => ({
  actorId: ctx.user?.id ?? null,
  ip: ctx.ip,
  requestId: ctx.requestId,
});
