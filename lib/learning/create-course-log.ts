import { randomInt } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { conflict } from "@/lib/api/errors";
import { addUtcMonths } from "@/lib/learning/calendar";

// Course logs are created here only: by an instructor's enrolment, a free-learning enrolment, or
// the store when an order is paid (inside the store's transaction).

// No 0/O, 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newLogCode(): string {
  let code = "CL-";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export type NewCourseLog = {
  userId: number;
  courseId: number;
  instructorId: number | null;
  diveCenterId: number | null;
  /** Where the enrolment came from: "instructor", "free_learning", "store", ... */
  source: string;
};

export async function createCourseLog(tx: Prisma.TransactionClient, input: NewCourseLog): Promise<{ id: number; logCode: string }> {
  const course = await tx.course.findUniqueOrThrow({
    where: { id: input.courseId },
    select: { validityMonths: true, publishedVersionId: true, _count: { select: { versions: true } } },
  });
  // The log keeps the version published now (decision 0029). A course with only a draft is not
  // open for enrolment; one with no version at all (made before versions) gets version 1.
  if (course.publishedVersionId === null && course._count.versions > 0) throw conflict("This course is not published yet.");
  const startedAt = new Date();
  const expiresAt = addUtcMonths(startedAt, course.validityMonths);
  // A colliding code is skipped (ON CONFLICT DO NOTHING keeps the caller's transaction usable)
  // and another one drawn.
  for (let tries = 0; tries < 5; tries++) {
    const [row] = await tx.courseLog.createManyAndReturn({
      data: [{ ...input, courseVersionId: course.publishedVersionId ?? undefined, logCode: newLogCode(), startedAt, expiresAt }],
      skipDuplicates: true,
      select: { id: true, logCode: true },
    });
    if (row) return row;
  }
  throw new Error("Could not allocate a unique course log code.");
}

/** Serialises enrolments of one diver, so the "already enrolled" checks hold under concurrency. */
export async function lockUser(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}
