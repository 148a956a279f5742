import { Prisma } from "@/generated/prisma/client";
import { conflict, notFound } from "@/lib/api/errors";

// The draft of a course (decision 0029): the course's unpublished version, made on the first edit
// after a publish as a deep copy of the published version (modules, their questions and options,
// exam questions, skills). Ids of the copy are new; `ids` maps the published rows to their copies
// so the edit that caused the copy lands on the copy.

type Tx = Prisma.TransactionClient;
export type IdMap = { modules: Map<number, number>; questions: Map<number, number>; skills: Map<number, number> };
export type Draft = { versionId: number; number: number; ids: IdMap | null };

/** Takes the course row lock: edits and publishing of one course run one after another. */
export async function lockCourse(tx: Tx, courseId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM courses WHERE id = ${courseId} FOR UPDATE`;
  if (!rows.length) throw notFound("Course");
}

export async function findDraft(tx: Tx, courseId: number) {
  return tx.courseVersion.findFirst({ where: { courseId, publishedAt: null }, orderBy: { number: "desc" }, select: { id: true, number: true } });
}

/** The course's draft, made now (under the course lock) when there is none. */
export async function draftOf(tx: Tx, courseId: number): Promise<Draft> {
  await lockCourse(tx, courseId);
  const existing = await findDraft(tx, courseId);
  if (existing) return { versionId: existing.id, number: existing.number, ids: null };
  const [course, last] = await Promise.all([
    tx.course.findUniqueOrThrow({ where: { id: courseId }, select: { publishedVersionId: true } }),
    tx.courseVersion.aggregate({ where: { courseId }, _max: { number: true } }),
  ]);
  const number = (last._max.number ?? 0) + 1;
  const draft = await tx.courseVersion.create({ data: { courseId, number }, select: { id: true } });
  const ids = course.publishedVersionId ? await copyContent(tx, courseId, course.publishedVersionId, draft.id) : null;
  return { versionId: draft.id, number, ids };
}

async function copyQuestions(tx: Tx, from: { id: number; moduleId: number | null; position: number; text: string; type: "single" | "multiple"; explanation: string | null }[], place: (q: (typeof from)[number]) => { moduleId?: number; examCourseId?: number; examVersionId?: number }, map: Map<number, number>) {
  if (!from.length) return;
  // RETURNING gives the rows in the order of the VALUES list.
  const created = await tx.question.createManyAndReturn({ data: from.map((q) => ({ ...place(q), position: q.position, text: q.text, type: q.type, explanation: q.explanation })), select: { id: true } });
  from.forEach((q, i) => map.set(q.id, created[i]!.id));
}

async function copyContent(tx: Tx, courseId: number, fromVersionId: number, toVersionId: number): Promise<IdMap> {
  const ids: IdMap = { modules: new Map(), questions: new Map(), skills: new Map() };
  const questionFields = { id: true, moduleId: true, position: true, text: true, type: true, explanation: true } as const;
  const [modules, moduleQuestions, exam, skills] = await Promise.all([
    tx.courseModule.findMany({ where: { courseVersionId: fromVersionId }, orderBy: { id: "asc" } }),
    tx.question.findMany({ where: { module: { courseVersionId: fromVersionId } }, orderBy: { id: "asc" }, select: questionFields }),
    tx.question.findMany({ where: { examVersionId: fromVersionId }, orderBy: { id: "asc" }, select: questionFields }),
    tx.skill.findMany({ where: { courseVersionId: fromVersionId }, orderBy: { id: "asc" } }),
  ]);
  if (modules.length) {
    const created = await tx.courseModule.createManyAndReturn({
      data: modules.map(({ id: _id, courseVersionId: _v, ...m }) => ({ ...m, courseVersionId: toVersionId })),
      select: { id: true },
    });
    modules.forEach((m, i) => ids.modules.set(m.id, created[i]!.id));
  }
  await copyQuestions(tx, moduleQuestions, (q) => ({ moduleId: ids.modules.get(q.moduleId!)! }), ids.questions);
  await copyQuestions(tx, exam, () => ({ examCourseId: courseId, examVersionId: toVersionId }), ids.questions);
  const options = await tx.questionOption.findMany({ where: { questionId: { in: [...ids.questions.keys()] } }, orderBy: { id: "asc" } });
  if (options.length) {
    await tx.questionOption.createMany({ data: options.map((o) => ({ questionId: ids.questions.get(o.questionId)!, position: o.position, text: o.text, isCorrect: o.isCorrect })) });
  }
  if (skills.length) {
    const created = await tx.skill.createManyAndReturn({
      data: skills.map(({ id: _id, courseVersionId: _v, ...s }) => ({ ...s, courseVersionId: toVersionId })),
      select: { id: true },
    });
    skills.forEach((s, i) => ids.skills.set(s.id, created[i]!.id));
  }
  return ids;
}

/**
 * The row to edit for an id staff sent: a row of the draft as it is; a row of the published
 * version that was copied just now, its copy; anything else (a row of an older version, or of the
 * published one while a draft already exists) is a conflict: the draft is what staff edit.
 */
export function editableId(draft: Draft, kind: keyof IdMap, id: number, rowVersionId: number, what: string): number {
  if (rowVersionId === draft.versionId) return id;
  const copy = draft.ids?.[kind].get(id);
  if (copy !== undefined) return copy;
  throw conflict(`This ${what} belongs to an earlier version of the course; edit the draft (version ${draft.number}).`);
}

/** Positions 1..n again after a row left a list (two steps, so the unique positions never clash). */
export async function closeGap(tx: Tx, table: "course_modules" | "skills" | "questions", where: Prisma.Sql, removed: number) {
  await tx.$executeRaw`UPDATE ${Prisma.raw(table)} SET position = -position WHERE ${where} AND position > ${removed}`;
  await tx.$executeRaw`UPDATE ${Prisma.raw(table)} SET position = -position - 1 WHERE ${where} AND position < 0`;
}
