import { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { closeGap, draftOf, editableId } from "@/lib/catalogue/draft-version";
import type { SkillPatch } from "@/lib/catalogue/schema";
import { toAdminSkill } from "@/lib/catalogue/serializers";

async function draftSkill(tx: Prisma.TransactionClient, id: number) {
  const row = await tx.skill.findFirst({ where: { id, course: { kind: "course" } }, select: { courseId: true, courseVersionId: true } });
  if (!row) throw notFound("Skill");
  const draft = await draftOf(tx, row.courseId);
  const skill = await tx.skill.findUniqueOrThrow({ where: { id: editableId(draft, "skills", id, row.courseVersionId, "skill") } });
  return { draft, skill };
}

/** PATCH /admin/skills/{id} */
export async function updateSkill(id: number, patch: SkillPatch, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { draft, skill } = await draftSkill(tx, id);
    const after = await tx.skill.update({ where: { id: skill.id }, data: { name: patch.name, requiresDive: patch.requires_dive } });
    const fields = (s: typeof skill) => ({ name: s.name, requires_dive: s.requiresDive });
    await audit(tx, actor, "skill.updated", { type: "skill", id: skill.id }, { ...fields(skill), version: draft.number }, fields(after));
    return toAdminSkill(after);
  });
}

/** DELETE /admin/skills/{id} */
export async function deleteSkill(id: number, actor: AuditContext) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { draft, skill } = await draftSkill(tx, id);
    await tx.skill.delete({ where: { id: skill.id } });
    await closeGap(tx, "skills", Prisma.sql`course_version_id = ${draft.versionId}`, skill.position);
    await audit(tx, actor, "skill.deleted", { type: "skill", id: skill.id }, { name: skill.name, requires_dive: skill.requiresDive, version: draft.number }, null);
  });
}
