import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import type { AuditFilters, AuditLogQuery } from "@/lib/audit/list-schema";
import { auditEntrySelect, toAuditEntry } from "@/lib/audit/list-serializers";
import { getDb } from "@/lib/db/client";

// GET /admin/audit-log: newest first (id order is chain order), each filter on an indexed column
// (actor_id, subject_type + subject_id, at; action by its trigram index, decision 0033).

const endOfDay = (ymd: string) => new Date(new Date(`${ymd}T00:00:00Z`).getTime() + 86_400_000);

/** The filters as a where clause; an actor given by member id is looked up first (no match → nothing). */
export async function auditWhere(f: AuditFilters): Promise<Prisma.AuditLogWhereInput> {
  const where: Prisma.AuditLogWhereInput = {};
  if (f.actor) {
    if (/^\d{1,10}$/.test(f.actor)) where.actorId = Number(f.actor);
    else {
      const db = await getDb();
      const actor = await db.user.findUnique({ where: { memberId: f.actor.toUpperCase() }, select: { id: true } });
      where.actorId = actor?.id ?? -1;
    }
  }
  if (f.subject_type) where.subjectType = f.subject_type;
  if (f.subject_id) where.subjectId = f.subject_id;
  if (f.action) where.action = { startsWith: f.action };
  if (f.since || f.until) {
    where.at = {
      ...(f.since && { gte: new Date(f.since.length === 10 ? `${f.since}T00:00:00Z` : f.since) }),
      ...(f.until && (f.until.length === 10 ? { lt: endOfDay(f.until) } : { lte: new Date(f.until) })),
    };
  }
  return where;
}

export async function listAuditLog(query: AuditLogQuery, url: URL) {
  const db = await getDb();
  const where = await auditWhere(query);
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query), select: auditEntrySelect }),
    db.auditLog.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toAuditEntry), total, query, url);
}

/** An account's latest entries, as actor or as subject (the account page, GET /admin/users/{id}). */
export async function latestAuditOf(userId: number, take: number) {
  const db = await getDb();
  const rows = await db.auditLog.findMany({
    where: { OR: [{ actorId: userId }, { subjectType: "user", subjectId: userId }] },
    orderBy: { id: "desc" },
    take,
    select: auditEntrySelect,
  });
  return rows.map(toAuditEntry);
}
