import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import type { AuditContext } from "@/lib/audit/record-audit";
import { audit } from "@/lib/catalogue/audit";
import { draftOf, editableId } from "@/lib/catalogue/draft-version";
import type { QuestionInput } from "@/lib/catalogue/schema";
import { adminQuestionSelect, toAdminQuestion } from "@/lib/catalogue/serializers";

// POST /admin/modules/{id}/questions (a module's quiz) and POST /admin/courses/{id}/exam/questions
// (the final exam): a question with its options at the end of the list, in the draft.

export const questionAudit = (q: QuestionInput) => ({ text: q.text, type: q.type, options: q.options.length, correct: q.options.filter((o) => o.correct).length });

async function insertQuestion(tx: Prisma.TransactionClient, place: { moduleId: number } | { examCourseId: number; examVersionId: number }, input: QuestionInput) {
  const last = await tx.question.aggregate({ where: place, _max: { position: true } });
  return tx.question.create({
    data: {
      ...place, position: (last._max.position ?? 0) + 1, text: input.text, type: input.type,
      options: { create: input.options.map((o, i) => ({ position: i + 1, text: o.text, isCorrect: o.correct })) },
    },
    select: adminQuestionSelect,
  });
}

export async function createModuleQuestion(moduleId: number, input: QuestionInput, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const mod = await tx.courseModule.findFirst({ where: { id: moduleId, course: { kind: "course" } }, select: { courseId: true, courseVersionId: true } });
    if (!mod) throw notFound("Module");
    const draft = await draftOf(tx, mod.courseId);
    const target = editableId(draft, "modules", moduleId, mod.courseVersionId, "module");
    const q = await insertQuestion(tx, { moduleId: target }, input);
    await audit(tx, actor, "question.created", { type: "question", id: q.id }, null, { module_id: target, version: draft.number, ...questionAudit(input) });
    return toAdminQuestion(q);
  });
}

export async function createExamQuestion(courseId: number, input: QuestionInput, actor: AuditContext) {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const course = await tx.course.findFirst({ where: { id: courseId, kind: "course" }, select: { id: true } });
    if (!course) throw notFound("Course");
    const draft = await draftOf(tx, courseId);
    const q = await insertQuestion(tx, { examCourseId: courseId, examVersionId: draft.versionId }, input);
    await audit(tx, actor, "question.created", { type: "question", id: q.id }, null, { exam_course_id: courseId, version: draft.number, ...questionAudit(input) });
    return toAdminQuestion(q);
  });
}
