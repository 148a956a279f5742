import type { Prisma } from "@/generated/prisma/client";
import type { AuditEntryRecord } from "@/lib/audit/list-schema";
import { isoMicro } from "@/lib/dates";

// audit_log rows → the contract's audit entry.

export const auditEntrySelect = {
  id: true,
  at: true,
  actorId: true,
  actorMemberId: true,
  actorRole: true,
  action: true,
  subjectType: true,
  subjectId: true,
  before: true,
  after: true,
  ip: true,
  requestId: true,
  hash: true,
} as const satisfies Prisma.AuditLogSelect;

export type AuditEntryRow = Prisma.AuditLogGetPayload<{ select: typeof auditEntrySelect }>;

const object = (v: Prisma.JsonValue | null): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export function toAuditEntry(r: AuditEntryRow): AuditEntryRecord {
  return {
    id: Number(r.id),
    at: isoMicro(r.at),
    actor: r.actorId === null ? null : { id: r.actorId, member_id: r.actorMemberId, role: r.actorRole },
    action: r.action,
    subject: { type: r.subjectType, id: r.subjectId },
    before: object(r.before),
    after: object(r.after),
    ip: r.ip,
    request_id: r.requestId,
    hash: r.hash,
  };
}
