import { getDb } from "@/lib/db/client";

// The audit rows about one subject, oldest first, in the shape the tests compare.

export type AuditRowView = { action: string; actorId: number | null; actorRole: string | null; before: any; after: any; ip: string | null; requestId: string | null };

export async function auditRows(type: string, id: number): Promise<AuditRowView[]> {
  const db = await getDb();
  const rows = await db.auditLog.findMany({
    where: { subjectType: type, subjectId: id },
    orderBy: { id: "asc" },
    select: { action: true, actorId: true, actorRole: true, before: true, after: true, ip: true, requestId: true },
  });
  return rows;
}
