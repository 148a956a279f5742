import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { checkCourseFields } from "@/lib/catalogue/course-rules";
import { lockCourse } from "@/lib/catalogue/draft-version";
import { loadAdminCourse } from "@/lib/catalogue/get-course";
import type { CoursePatch } from "@/lib/catalogue/schema";
import { courseAudit } from "@/lib/catalogue/serializers";

// PATCH /admin/courses/{id}: the course's own fields apply at once (decision 0029): they are the
// store's offer, read when an order or enrolment is made (a price change applies to orders
// created after it; a running course log keeps its expiry). The teaching content is versioned.

export async function updateCourse(id: number, patch: CoursePatch, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockCourse(tx, id);
    const before = await tx.course.findFirst({ where: { id, kind: "course" }, include: { prerequisites: { select: { requiredCourse: { select: { code: true } } } } } });
    if (!before) throw notFound("Course");
    const prerequisiteIds = await checkCourseFields(tx, id, patch);
    const after = await tx.course.update({
      where: { id },
      data: {
        code: patch.code, name: patch.name, level: patch.level, description: patch.description, priceCents: patch.price,
        validityMonths: patch.validity_months, minAge: patch.min_age,
        isoEquivalent: patch.iso_equivalent === undefined ? undefined : patch.iso_equivalent || null,
        prerequisites: prerequisiteIds ? { deleteMany: {}, create: prerequisiteIds.map((requiredCourseId) => ({ requiredCourseId })) } : undefined,
      },
    });
    const [b, a] = [{ ...courseAudit(before), prerequisites: before.prerequisites.map((p) => p.requiredCourse.code).sort() }, { ...courseAudit(after), prerequisites: patch.prerequisites ? [...new Set(patch.prerequisites)].sort() : undefined }];
    const changed = Object.keys(a).filter((k) => a[k as keyof typeof a] !== undefined && JSON.stringify(a[k as keyof typeof a]) !== JSON.stringify(b[k as keyof typeof b]));
    if (changed.length) {
      const pick = (o: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, o[k]])) as Record<string, string | number | null | string[]>;
      await audit(tx, actor, "course.updated", { type: "course", id }, pick(b), pick(a));
    }
    return loadAdminCourse(tx, id);
  });
}
