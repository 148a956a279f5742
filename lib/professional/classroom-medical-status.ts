import { Prisma } from "@/generated/prisma/client";

// Stand-in for lib/medical's status until that module lands (then swap the import in
// classroom-records.ts): the latest submission per user by submitted_at, in one query for
// every student of a page, never one per student.

export type MedicalStatus = "missing" | "fit" | "fit_with_physician_approval" | "physician_approval_required" | "expired";

type Latest = { user_id: number; outcome: "fit" | "physician_approval_required"; valid_until: Date; approval_document_id: number | null };

export function medicalStatusOf(latest: Omit<Latest, "user_id"> | undefined, now: Date): MedicalStatus {
  if (!latest) return "missing";
  if (latest.valid_until.getTime() < now.getTime()) return "expired";
  if (latest.outcome === "fit") return "fit";
  return latest.approval_document_id !== null ? "fit_with_physician_approval" : "physician_approval_required";
}

export async function classroomMedicalStatuses(db: Prisma.TransactionClient, userIds: number[], now = new Date()): Promise<Map<number, MedicalStatus>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, MedicalStatus>(ids.map((id) => [id, "missing"]));
  if (!ids.length) return out;
  const rows = await db.$queryRaw<Latest[]>`
    SELECT DISTINCT ON (user_id) user_id, outcome::text AS outcome, valid_until, approval_document_id
    FROM medical_submissions WHERE user_id IN (${Prisma.join(ids)})
    ORDER BY user_id, submitted_at DESC, id DESC`;
  for (const row of rows) out.set(row.user_id, medicalStatusOf(row, now));
  return out;
}
