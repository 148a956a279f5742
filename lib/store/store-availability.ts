import { getDb } from "@/lib/db/client";
import { ineligibilities, type Ineligibility } from "@/lib/learning/eligibility";

// What the store page says about each course for the diver looking at it: a valid certification
// already held for it (buying again is allowed: a refresher), and why checkout would refuse it
// (the same rules as checkout, lib/learning/eligibility.ts). Four reads for the whole page, not
// four per course.

export type StoreAvailability = { held: boolean; blocked: Ineligibility[] };

export async function storeAvailability(userId: number, courseIds: number[]): Promise<Map<number, StoreAvailability>> {
  const db = await getDb();
  const now = new Date();
  const [user, courses, certifications, active] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { dob: true } }),
    db.course.findMany({
      where: { id: { in: courseIds } },
      select: { id: true, minAge: true, prerequisites: { select: { requiredCourse: { select: { id: true, code: true, name: true } } } } },
    }),
    db.certification.findMany({ where: { userId, status: "valid" }, select: { courseId: true } }),
    db.courseLog.findMany({ where: { userId, courseId: { in: courseIds }, status: "active", expiresAt: { gt: now } }, select: { courseId: true } }),
  ]);
  const facts = {
    dob: user.dob,
    heldCourseIds: new Set(certifications.map((c) => c.courseId)),
    activeCourseIds: new Set(active.map((c) => c.courseId)),
  };
  const out = new Map<number, StoreAvailability>();
  for (const c of courses) {
    const requirements = { id: c.id, minAge: c.minAge, prerequisites: c.prerequisites.map((p) => p.requiredCourse) };
    out.set(c.id, { held: facts.heldCourseIds.has(c.id), blocked: ineligibilities(requirements, facts, now) });
  }
  return out;
}
