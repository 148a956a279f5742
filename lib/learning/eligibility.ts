import type { Prisma } from "@/generated/prisma/client";
import { validationError } from "@/lib/api/errors";
import { ageOn } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

// Who may start a course: old enough, holding a valid certification of every prerequisite
// course, and not already enrolled in it. Shared by instructor enrolment, store checkout and the
// store's marks on the courses a diver cannot buy yet (lib/store/store-availability.ts).

export type CourseRequirements = { id: number; minAge: number; prerequisites: { id: number; code: string; name: string }[] };
export type DiverFacts = { dob: Date | null; heldCourseIds: ReadonlySet<number>; activeCourseIds: ReadonlySet<number> };

/** Why a diver may not start a course, one entry per unmet rule (empty: eligible). */
export type Ineligibility =
  | { reason: "dob_missing" }
  | { reason: "too_young"; min_age: number }
  | { reason: "prerequisites"; missing: { code: string; name: string }[] }
  | { reason: "active" };

export function ineligibilities(course: CourseRequirements, diver: DiverFacts, now = new Date(), options: { skipActive?: boolean } = {}): Ineligibility[] {
  const out: Ineligibility[] = [];
  if (course.minAge > 0 && !diver.dob) out.push({ reason: "dob_missing" });
  else if (diver.dob && ageOn(diver.dob, now) < course.minAge) out.push({ reason: "too_young", min_age: course.minAge });
  const missing = course.prerequisites.filter((c) => !diver.heldCourseIds.has(c.id));
  if (missing.length) out.push({ reason: "prerequisites", missing: missing.map(({ code, name }) => ({ code, name })) });
  if (!options.skipActive && diver.activeCourseIds.has(course.id)) out.push({ reason: "active" });
  return out;
}

/** The API's sentence for one unmet rule. */
export function ineligibilityMessage(i: Ineligibility): string {
  switch (i.reason) {
    case "dob_missing":
      return "A date of birth is needed to check the minimum age of this course.";
    case "too_young":
      return `The diver must be at least ${i.min_age} years old for this course.`;
    case "prerequisites":
      return `A valid certification is required first: ${i.missing.map((c) => `${c.name} (${c.code})`).join(", ")}.`;
    case "active":
      return "The diver already has an active course log for this course.";
  }
}

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
  const requirements = { id: courseId, minAge: course.minAge, prerequisites: course.prerequisites.map((p) => p.requiredCourse) };
  const facts = { dob: user.dob, heldCourseIds: new Set(held.map((c) => c.courseId)), activeCourseIds: new Set(active > 0 ? [courseId] : []) };
  return ineligibilities(requirements, facts, now, options).map(ineligibilityMessage);
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
