import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { draftOf, editableId } from "@/lib/catalogue/draft-version";
import type { ModulePatch } from "@/lib/catalogue/schema";
import { adminQuestionSelect, toAdminModule } from "@/lib/catalogue/serializers";

/** PATCH /admin/modules/{id}: edits the draft's module (a published one is copied into a new draft first). */
export async function updateModule(id: number, patch: ModulePatch, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const row = await tx.courseModule.findFirst({ where: { id, course: { kind: "course" } }, select: { courseId: true, courseVersionId: true } });
    if (!row) throw notFound("Module");
    const draft = await draftOf(tx, row.courseId);
    const target = editableId(draft, "modules", id, row.courseVersionId, "module");
    const before = await tx.courseModule.findUniqueOrThrow({ where: { id: target } });
    const after = await tx.courseModule.update({
      where: { id: target },
      data: { title: patch.title, content: patch.content, passMark: patch.pass_mark },
      include: { questions: { orderBy: [{ position: "asc" }, { id: "asc" }], select: adminQuestionSelect } },
    });
    const fields = (m: typeof before) => ({ title: m.title, pass_mark: m.passMark, content_length: m.content.length });
    await audit(tx, actor, "module.updated", { type: "module", id: target }, { ...fields(before), version: draft.number }, fields(after));
    return toAdminModule(after);
  });
}
