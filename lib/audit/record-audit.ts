import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/client";
import { currentRequestScope } from "@/lib/api/request-scope";

// One audit row per change made by staff or professionals and per security event (contract
// section 5, decision 0027). Call it inside the transaction of the change, so the row exists
// exactly when the change does; the database (trigger audit_log_chain) takes the chain's lock,
// numbers the row, fills the actor's member id and role and computes the hash. Keep the
// transaction short after this call: the chain's lock is held until it commits.

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** The contract's subject types: the records' names in snake case. */
export const AUDIT_SUBJECT_TYPES = [
  "user",
  "dive_center",
  "distributor",
  "course",
  "module",
  "question",
  "skill",
  "certification",
  "order",
  "dive_log",
  "course_log",
  "classroom",
  "document",
  "recognition",
] as const;

export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/**
 * Who acted and from where: the one type for it. Routes and server actions build it with
 * auditContext (lib/api/audit-context.ts; the page kernel hands it to an action as `ctx.audit`);
 * jobs and scripts pass SYSTEM_AUDIT. A service given only the actor records the address and
 * request id of the request being served.
 */
export type AuditContext = { actorId: number | null; ip?: string | null; requestId?: string | null };

export type AuditEntry = {
  /** Dotted lower case, subject type first: "user.status.changed", "course.published". */
  action: string;
  subject: { type: AuditSubjectType; id: number | null };
  /** The changed fields before and after (small JSON; never secrets). */
  before?: Prisma.InputJsonObject | null;
  after?: Prisma.InputJsonObject | null;
};

/** A change made by no request (jobs, scripts): no actor, no address. */
export const SYSTEM_AUDIT: AuditContext = { actorId: null, ip: null, requestId: null };

/**
 * `context.ip` and `context.requestId` when given, else the request being served (services that
 * take only the acting user still record where the change came from).
 */
export async function recordAudit(db: Db | Tx, context: AuditContext, entry: AuditEntry): Promise<void> {
  const request = currentRequestScope();
  await db.auditLog.create({
    data: {
      actorId: context.actorId,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      before: entry.before ?? Prisma.DbNull,
      after: entry.after ?? Prisma.DbNull,
      ip: context.ip ?? request?.ip ?? null,
      requestId: context.requestId ?? request?.requestId ?? null,
    },
    select: { id: true },
  });
}
