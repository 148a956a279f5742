import { conflict, notFound, validationError, type FieldErrors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { findDraft, lockCourse } from "@/lib/catalogue/draft-version";
import { loadAdminCourse } from "@/lib/catalogue/get-course";

// POST /admin/courses/{id}/publish: the draft becomes the version new enrolments get. Running
// course logs keep theirs. A course must teach something: at least one module, every module
// with a quiz (a module without questions could never be passed), else 422 naming what is missing.

export async function publishCourse(id: number, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockCourse(tx, id);
    const course = await tx.course.findFirst({ where: { id, kind: "course" }, select: { publishedVersion: { select: { number: true } } } });
    if (!course) throw notFound("Course");
    const draft = await findDraft(tx, id);
    if (!draft) throw conflict("There are no changes to publish: the course has no draft.");
    const modules = await tx.courseModule.findMany({
      where: { courseVersionId: draft.id },
      orderBy: { position: "asc" },
      select: { position: true, title: true, _count: { select: { questions: true } } },
    });
    const errors: FieldErrors = {};
    if (!modules.length) errors.modules = ["The course needs at least one module with at least one question."];
    for (const m of modules) {
      if (!m._count.questions) errors[`modules.${m.position - 1}.questions`] = [`Module ${m.position} "${m.title}" needs at least one question.`];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    await tx.courseVersion.update({ where: { id: draft.id }, data: { publishedAt: new Date() } });
    await tx.course.update({ where: { id }, data: { publishedVersionId: draft.id } });
    await audit(tx, actor, "course.published", { type: "course", id }, { published_version: course.publishedVersion?.number ?? null }, { published_version: draft.number });
    return loadAdminCourse(tx, id);
  });
}
