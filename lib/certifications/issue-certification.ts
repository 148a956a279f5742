import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { todayUtc } from "@/lib/dates";
import { refreshQualification } from "@/lib/certifications/qualification";

// Issuing happens inside the transaction that completes the course log (lib/learning) or that
// approves a recognition (lib/recognitions).

export const certificationNumber = (year: number, id: number) => `DC-${year}-${String(id).padStart(6, "0")}`;

type Issue = {
  userId: number;
  courseId: number;
  courseLogId: number | null;
  instructorId: number | null;
  diveCenterId: number | null;
  /** Unique until the row id is known; the number is then derived from the id. */
  placeholder: string;
  /** Defaults to today (UTC); staff issuing by hand give the date the diver was certified. */
  issuedAt?: Date;
  issueReason?: string;
};

/**
 * Writes the certification (the number comes from the row id, so it is unique without retries:
 * `DC-2026-000123`), supersedes the holder's earlier valid one of the same course and refreshes
 * the qualification. Null when a concurrent issuer already holds the course log.
 */
async function insertCertification(tx: Prisma.TransactionClient, issue: Issue): Promise<{ id: number; number: string } | null> {
  const course = await tx.course.findUniqueOrThrow({ where: { id: issue.courseId }, select: { level: true, isoEquivalent: true } });
  const issuedAt = issue.issuedAt ?? todayUtc();
  // ON CONFLICT DO NOTHING on course_log_id: a concurrent issuer wins without aborting this transaction.
  const [row] = await tx.certification.createManyAndReturn({
    data: [{
      number: issue.placeholder,
      userId: issue.userId,
      courseId: issue.courseId,
      courseLogId: issue.courseLogId,
      level: course.level,
      isoEquivalent: course.isoEquivalent,
      issuedAt,
      instructorId: issue.instructorId,
      diveCenterId: issue.diveCenterId,
      issueReason: issue.issueReason ?? null,
    }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!row) return null;
  const issued = await tx.certification.update({
    where: { id: row.id },
    data: { number: certificationNumber(issuedAt.getUTCFullYear(), row.id) },
    select: { id: true, number: true },
  });
  await tx.certification.updateMany({
    where: { userId: issue.userId, courseId: issue.courseId, status: "valid", id: { not: issued.id } },
    data: { status: "superseded" },
  });
  await refreshQualification(tx, issue.userId);
  return issued;
}

/**
 * Issues the certification of a completed course log, once: a second call (or a racing one)
 * returns the existing certification.
 */
export async function issueCertification(tx: Prisma.TransactionClient, courseLogId: number): Promise<{ id: number; number: string }> {
  const existing = await tx.certification.findUnique({ where: { courseLogId }, select: { id: true, number: true } });
  if (existing) return existing;
  const log = await tx.courseLog.findUniqueOrThrow({
    where: { id: courseLogId },
    select: { userId: true, courseId: true, instructorId: true, diveCenterId: true },
  });
  const issued = await insertCertification(tx, { ...log, courseLogId, placeholder: `DC-PENDING-${courseLogId}` });
  return issued ?? tx.certification.findUniqueOrThrow({ where: { courseLogId }, select: { id: true, number: true } });
}

/**
 * Issues the certification of an approved recognition: no course log (so no online exam behind
 * it), no instructor. The caller's transaction has already moved the recognition out of
 * `pending`, which is what makes this happen once.
 */
export async function issueRecognisedCertification(
  tx: Prisma.TransactionClient,
  recognition: { id: number; userId: number; courseId: number },
): Promise<{ id: number; number: string }> {
  const issued = await insertCertification(tx, {
    userId: recognition.userId,
    courseId: recognition.courseId,
    courseLogId: null,
    instructorId: null,
    diveCenterId: null,
    placeholder: `DC-PENDING-R${recognition.id}`,
  });
  // Without a course log there is no unique key to conflict on, so a row always comes back.
  return issued!;
}

/**
 * Issues a certification by hand (staff: a transfer, a lost record), numbered like every other
 * one. The caller has checked the holder, course, instructor and that no valid one of the
 * course is held; the placeholder is unique per transaction.
 */
export async function issueManualCertification(
  tx: Prisma.TransactionClient,
  issue: { userId: number; courseId: number; instructorId: number | null; diveCenterId: number | null; issuedAt: Date; reason: string },
): Promise<{ id: number; number: string }> {
  const issued = await insertCertification(tx, {
    userId: issue.userId,
    courseId: issue.courseId,
    courseLogId: null,
    instructorId: issue.instructorId,
    diveCenterId: issue.diveCenterId,
    placeholder: `DC-PENDING-M${randomUUID()}`,
    issuedAt: issue.issuedAt,
    issueReason: issue.reason,
  });
  // Without a course log there is no unique key to conflict on, so a row always comes back.
  return issued!;
}
