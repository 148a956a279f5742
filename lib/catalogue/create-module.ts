import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { draftOf } from "@/lib/catalogue/draft-version";
import type { ModuleInput } from "@/lib/catalogue/schema";
import { toAdminModule } from "@/lib/catalogue/serializers";

/** POST /admin/courses/{id}/modules: a module at the end of the draft. */
export async function createModule(courseId: number, input: ModuleInput, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const course = await tx.course.findFirst({ where: { id: courseId, kind: "course" }, select: { id: true } });
    if (!course) throw notFound("Course");
    const draft = await draftOf(tx, courseId);
    const last = await tx.courseModule.aggregate({ where: { courseVersionId: draft.versionId }, _max: { position: true } });
    const m = await tx.courseModule.create({
      data: { courseId, courseVersionId: draft.versionId, position: (last._max.position ?? 0) + 1, title: input.title, content: input.content, passMark: input.pass_mark ?? 75 },
    });
    await audit(tx, actor, "module.created", { type: "module", id: m.id }, null, { course_id: courseId, version: draft.number, title: m.title, pass_mark: m.passMark });
    return toAdminModule({ ...m, questions: [] });
  });
}
