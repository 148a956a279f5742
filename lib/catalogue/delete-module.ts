import { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { closeGap, draftOf, editableId } from "@/lib/catalogue/draft-version";

/** DELETE /admin/modules/{id}: removes the module (with its quiz) from the draft. */
export async function deleteModule(id: number, actor: AuditContext) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const row = await tx.courseModule.findFirst({ where: { id, course: { kind: "course" } }, select: { courseId: true, courseVersionId: true } });
    if (!row) throw notFound("Module");
    const draft = await draftOf(tx, row.courseId);
    const target = editableId(draft, "modules", id, row.courseVersionId, "module");
    const gone = await tx.courseModule.delete({ where: { id: target } });
    await closeGap(tx, "course_modules", Prisma.sql`course_version_id = ${draft.versionId}`, gone.position);
    await audit(tx, actor, "module.deleted", { type: "module", id: target }, { course_id: row.courseId, version: draft.number, title: gone.title, position: gone.position }, null);
  });
}
