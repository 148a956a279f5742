import type { Prisma } from "@/generated/prisma/client";
import { todayUtc } from "@/lib/dates";
import { refreshQualification } from "@/lib/certifications/qualification";

// Issuing happens inside the transaction that completes the course log (lib/learning).

export const certificationNumber = (year: number, id: number) => `DC-${year}-${String(id).padStart(6, "0")}`;

/**
 * Issues the certification of a completed course log, once: a second call (or a racing one)
 * returns the existing certification. The number comes from the row id, so it is unique without
 * retries: `DC-2026-000123`.
 */
export async function issueCertification(tx: Prisma.TransactionClient, courseLogId: number): Promise<{ id: number; number: string }> {
  const existing = await tx.certification.findUnique({ where: { courseLogId }, select: { id: true, number: true } });
  if (existing) return existing;
  const log = await tx.courseLog.findUniqueOrThrow({
    where: { id: courseLogId },
    select: { userId: true, courseId: true, instructorId: true, diveCenterId: true, course: { select: { level: true, isoEquivalent: true } } },
  });
  const issuedAt = todayUtc();
  // ON CONFLICT DO NOTHING on course_log_id: a concurrent issuer wins without aborting this transaction.
  const [row] = await tx.certification.createManyAndReturn({
    data: [{
      number: `DC-PENDING-${courseLogId}`,
      userId: log.userId,
      courseId: log.courseId,
      courseLogId,
      level: log.course.level,
      isoEquivalent: log.course.isoEquivalent,
      issuedAt,
      instructorId: log.instructorId,
      diveCenterId: log.diveCenterId,
    }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!row) return tx.certification.findUniqueOrThrow({ where: { courseLogId }, select: { id: true, number: true } });
  const issued = await tx.certification.update({
    where: { id: row.id },
    data: { number: certificationNumber(issuedAt.getUTCFullYear(), row.id) },
    select: { id: true, number: true },
  });
  await tx.certification.updateMany({
    where: { userId: log.userId, courseId: log.courseId, status: "valid", id: { not: issued.id } },
    data: { status: "superseded" },
  });
  await refreshQualification(tx, log.userId);
  return issued;
}
