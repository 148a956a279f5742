import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { draftOf } from "@/lib/catalogue/draft-version";
import type { SkillInput } from "@/lib/catalogue/schema";
import { toAdminSkill } from "@/lib/catalogue/serializers";

/** POST /admin/courses/{id}/skills: a skill at the end of the draft's list. */
export async function createSkill(courseId: number, input: SkillInput, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const course = await tx.course.findFirst({ where: { id: courseId, kind: "course" }, select: { id: true } });
    if (!course) throw notFound("Course");
    const draft = await draftOf(tx, courseId);
    const last = await tx.skill.aggregate({ where: { courseVersionId: draft.versionId }, _max: { position: true } });
    const s = await tx.skill.create({
      data: { courseId, courseVersionId: draft.versionId, position: (last._max.position ?? 0) + 1, name: input.name, requiresDive: input.requires_dive },
    });
    await audit(tx, actor, "skill.created", { type: "skill", id: s.id }, null, { course_id: courseId, version: draft.number, name: s.name, requires_dive: s.requiresDive });
    return toAdminSkill(s);
  });
}
