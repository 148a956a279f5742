import type { AuditFilters } from "@/lib/audit/list-schema";
import { auditWhere } from "@/lib/audit/list-audit-log";
import { auditEntrySelect } from "@/lib/audit/list-serializers";
import { isoMicro } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { csvRow } from "@/lib/dive-logs/export-csv";
import { textStream } from "@/lib/dive-logs/export-pages";

// GET /admin/audit-log/export: the filtered log as CSV (RFC 4180, the logbook's own writer with
// its formula guard), newest first, streamed a page at a time by keyset (id below the last one).

const PAGE = 1000;
export const AUDIT_CSV_COLUMNS = ["id", "at", "actor_id", "actor_member_id", "actor_role", "action", "subject_type", "subject_id", "before", "after", "ip", "request_id", "hash"] as const;

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

async function* chunks(filters: AuditFilters): AsyncGenerator<string> {
  const db = await getDb();
  const where = await auditWhere(filters);
  let header = csvRow(AUDIT_CSV_COLUMNS);
  let below: bigint | undefined;
  for (;;) {
    const rows = await db.auditLog.findMany({
      where: below === undefined ? where : { AND: [where, { id: { lt: below } }] },
      orderBy: { id: "desc" },
      take: PAGE,
      select: auditEntrySelect,
    });
    const text = rows
      .map((r) => csvRow([Number(r.id), isoMicro(r.at), r.actorId, r.actorMemberId, r.actorRole, r.action, r.subjectType, r.subjectId, json(r.before), json(r.after), r.ip, r.requestId, r.hash]))
      .join("");
    yield header + text;
    header = "";
    if (rows.length < PAGE) return;
    below = rows[rows.length - 1]!.id;
  }
}

export async function exportAuditLog(filters: AuditFilters, now = new Date()): Promise<Response> {
  const stream = chunks(filters);
  // The first page is read before answering: a failure to start is an error, not a cut download.
  const first = await stream.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* stream;
  }
  return new Response(textStream(all()), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="divecert-audit-log-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
