import { getDb } from "@/lib/db/client";

// GET /admin/audit-log/verify (contract section 5): recomputes every row's hash from the stored
// previous hash and the row's canonical JSON (the same SQL function the insert trigger uses), in
// one pass in the database. `first_bad_id` is the first row whose stored hash does not match:
// a row changed behind the triggers' back, or the row after one removed.

export type AuditChainReport = { ok: boolean; rows: number; first_bad_id: number | null };

const VERIFY_SQL = `SELECT count(*)::int AS rows, min(id) FILTER (WHERE hash <> expected) AS first_bad
  FROM (SELECT a.id, a.hash,
    encode(sha256(convert_to(coalesce(lag(a.hash) OVER (ORDER BY a.id), '') || audit_log_canonical(a), 'UTF8')), 'hex') AS expected
    FROM audit_log a) chain`;

export async function verifyAuditChain(): Promise<AuditChainReport> {
  const db = await getDb();
  const [row] = await db.$queryRawUnsafe<{ rows: number; first_bad: bigint | null }[]>(VERIFY_SQL);
  const firstBad = row?.first_bad === null || row?.first_bad === undefined ? null : Number(row.first_bad);
  return { ok: firstBad === null, rows: row?.rows ?? 0, first_bad_id: firstBad };
}
