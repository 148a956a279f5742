import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { checkCourseFields } from "@/lib/catalogue/course-rules";
import { loadAdminCourse } from "@/lib/catalogue/get-course";
import type { CourseInput } from "@/lib/catalogue/schema";
import { courseAudit } from "@/lib/catalogue/serializers";

// POST /admin/courses: a new course with an empty draft (version 1); it is not in the store and
// takes no enrolment until its first publish.

export async function createCourse(input: CourseInput, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const prerequisiteIds = await checkCourseFields(tx, null, input);
    const last = await tx.course.aggregate({ where: { kind: "course", level: input.level }, _max: { position: true } });
    const course = await tx.course.create({
      data: {
        code: input.code, kind: "course", name: input.name, level: input.level, description: input.description,
        priceCents: input.price, validityMonths: input.validity_months, minAge: input.min_age,
        isoEquivalent: input.iso_equivalent || null, position: (last._max.position ?? 0) + 1,
        prerequisites: prerequisiteIds?.length ? { create: prerequisiteIds.map((requiredCourseId) => ({ requiredCourseId })) } : undefined,
        versions: { create: { number: 1 } },
      },
    });
    await audit(tx, actor, "course.created", { type: "course", id: course.id }, null, { ...courseAudit(course), prerequisites: input.prerequisites ?? [] });
    return loadAdminCourse(tx, course.id);
  });
}
