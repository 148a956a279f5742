import type { Prisma } from "@/generated/prisma/client";
import { validationError } from "@/lib/api/errors";
import { ageOn } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

// Who may start a course: old enough, holding a valid certification of every prerequisite
// course, and not already enrolled in it. Shared by instructor enrolment and store checkout.

export async function eligibilityErrors(
  db: Prisma.TransactionClient,
  userId: number,
  courseId: number,
  options: { skipActive?: boolean } = {},
): Promise<string[]> {
  const now = new Date();
  const [user, course, held, active] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { dob: true } }),
    db.course.findUniqueOrThrow({
      where: { id: courseId },
      select: { minAge: true, prerequisites: { select: { requiredCourse: { select: { id: true, code: true, name: true } } } } },
    }),
    db.certification.findMany({ where: { userId, status: "valid" }, select: { courseId: true } }),
    options.skipActive ? 0 : db.courseLog.count({ where: { userId, courseId, status: "active", expiresAt: { gt: now } } }),
  ]);
  const errors: string[] = [];
  if (course.minAge > 0 && !user.dob) errors.push("A date of birth is needed to check the minimum age of this course.");
  else if (user.dob && ageOn(user.dob, now) < course.minAge) errors.push(`The diver must be at least ${course.minAge} years old for this course.`);
  const heldIds = new Set(held.map((c) => c.courseId));
  const missing = course.prerequisites.map((p) => p.requiredCourse).filter((c) => !heldIds.has(c.id));
  if (missing.length) errors.push(`A valid certification is required first: ${missing.map((c) => `${c.name} (${c.code})`).join(", ")}.`);
  if (active > 0) errors.push("The diver already has an active course log for this course.");
  return errors;
}

/** Throws a 422 (`errors[field]`) when the user may not start the course. */
export async function checkEligibility(
  userId: number,
  courseId: number,
  options: { field?: string; db?: Prisma.TransactionClient } = {},
): Promise<void> {
  const errors = await eligibilityErrors(options.db ?? (await getDb()), userId, courseId);
  if (errors.length) throw validationError({ [options.field ?? "course"]: errors });
}
