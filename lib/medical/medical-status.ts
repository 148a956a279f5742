import { Prisma } from "@/generated/prisma/client";
import type { MedicalOutcome } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { statusOf, type MedicalStatus } from "@/lib/medical/rules";

// Medical status of many accounts in one query (the newest submission of each, DISTINCT ON),
// for student lists; never the answers.

type LatestRow = { user_id: number; outcome: MedicalOutcome; valid_until: Date; approval_document_id: number | null };

export async function medicalStatuses(userIds: readonly number[], now: Date = new Date(), db?: Prisma.TransactionClient): Promise<Map<number, MedicalStatus>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, MedicalStatus>(ids.map((id) => [id, "missing"]));
  if (ids.length === 0) return out;
  const client = db ?? (await getDb());
  const rows = await client.$queryRaw<LatestRow[]>`
    SELECT DISTINCT ON (user_id) user_id, outcome::text AS outcome, valid_until, approval_document_id
    FROM medical_submissions
    WHERE user_id IN (${Prisma.join(ids)})
    ORDER BY user_id, submitted_at DESC, id DESC`;
  for (const r of rows) {
    out.set(Number(r.user_id), statusOf({ outcome: r.outcome, validUntil: new Date(r.valid_until), approvalDocumentId: r.approval_document_id }, now));
  }
  return out;
}

export async function medicalStatusOf(userId: number, now: Date = new Date(), db?: Prisma.TransactionClient): Promise<MedicalStatus> {
  return (await medicalStatuses([userId], now, db)).get(userId) ?? "missing";
}
