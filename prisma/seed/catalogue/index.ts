import type { Db } from "@/lib/db/client";
import { advancedOpenWater } from "@/prisma/seed/catalogue/courses/advanced-open-water";
import { deepDiver } from "@/prisma/seed/catalogue/courses/deep-diver";
import { diveLeader } from "@/prisma/seed/catalogue/courses/dive-leader";
import { enrichedAirNitrox } from "@/prisma/seed/catalogue/courses/enriched-air-nitrox";
import { examiner } from "@/prisma/seed/catalogue/courses/examiner";
import { diveComputerEssentials } from "@/prisma/seed/catalogue/courses/free-dive-computers";
import { equalisationTechniques } from "@/prisma/seed/catalogue/courses/free-equalisation";
import { oceanConservation } from "@/prisma/seed/catalogue/courses/free-ocean-conservation";
import { instructorTrainer } from "@/prisma/seed/catalogue/courses/instructor-trainer";
import { openWater } from "@/prisma/seed/catalogue/courses/open-water";
import { rescueDiver } from "@/prisma/seed/catalogue/courses/rescue-diver";
import { scubaInstructor } from "@/prisma/seed/catalogue/courses/scuba-instructor";
import { supervisedDiver } from "@/prisma/seed/catalogue/courses/supervised-diver";
import type { CourseSeed, QuestionSeed } from "@/prisma/seed/catalogue/types";

export type { CourseSeed, ModuleSeed, QuestionSeed, SkillSeed } from "@/prisma/seed/catalogue/types";

/** Every catalogue entry: the courses in catalogue order, then the free learnings. */
export const catalogue: readonly CourseSeed[] = [
  supervisedDiver,
  openWater,
  advancedOpenWater,
  enrichedAirNitrox,
  deepDiver,
  rescueDiver,
  diveLeader,
  scubaInstructor,
  instructorTrainer,
  examiner,
  oceanConservation,
  diveComputerEssentials,
  equalisationTechniques,
];

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const MODULE_CONTENT_SEPARATOR = "\n\n";

/**
 * Idempotent catalogue seed, run at every start. Courses are keyed by code: a missing course is
 * created with its whole tree (modules, quizzes, final exam, options, skills) and its
 * prerequisites; a course that already exists is left exactly as it is (staff may have edited it),
 * so nothing is duplicated. All creation happens in one transaction with a few bulk statements, so
 * a fresh database is seeded in about a second and a rerun costs one query.
 */
export async function seedCatalogue(db: Db): Promise<{ courses: number }> {
  const known = new Set(catalogue.map((c) => c.code));
  for (const c of catalogue) {
    for (const p of c.prerequisites) if (!known.has(p)) throw new Error(`catalogue: ${c.code} requires unknown course ${p}`);
  }

  const existing = await db.course.findMany({ where: { code: { in: [...known] } }, select: { code: true } });
  const present = new Set(existing.map((r) => r.code));
  const missing = catalogue.filter((c) => !present.has(c.code));
  if (missing.length > 0) {
    await db.$transaction((tx) => createCourses(tx, missing), { maxWait: 10_000, timeout: 60_000 });
  }
  return { courses: catalogue.length };
}

async function createCourses(tx: Tx, seeds: CourseSeed[]): Promise<void> {
  const created = await tx.course.createManyAndReturn({
    data: seeds.map((c) => ({
      code: c.code,
      kind: c.kind,
      name: c.name,
      level: c.level,
      isoEquivalent: c.isoEquivalent,
      description: c.description,
      priceCents: c.priceCents,
      currency: "USD",
      validityMonths: c.validityMonths,
      minAge: c.minAge,
      purchasable: c.purchasable,
      active: true,
      position: c.position,
    })),
    select: { id: true, code: true },
  });
  const courseId = new Map(created.map((r) => [r.code, r.id]));
  const idOf = (code: string): number => {
    const id = courseId.get(code);
    if (id === undefined) throw new Error(`catalogue: course ${code} was not created`);
    return id;
  };

  const modules = await tx.courseModule.createManyAndReturn({
    data: seeds.flatMap((c) =>
      c.modules.map((m, i) => ({
        courseId: idOf(c.code),
        position: i + 1,
        title: m.title,
        summary: m.summary,
        content: m.content.join(MODULE_CONTENT_SEPARATOR),
        passMark: m.passMark ?? 75,
      })),
    ),
    select: { id: true, courseId: true, position: true },
  });
  const moduleId = new Map(modules.map((m) => [`${m.courseId}:${m.position}`, m.id]));

  // Every question with where it belongs; the key ties the returned row back to its seed.
  const questionSeeds = new Map<string, QuestionSeed>();
  const questionRows: { module_id: number | null; exam_course_id: number | null; position: number; text: string; type: QuestionSeed["type"]; explanation: string }[] = [];
  const addQuestion = (key: string, row: (typeof questionRows)[number], seed: QuestionSeed) => {
    questionSeeds.set(key, seed);
    questionRows.push(row);
  };
  for (const c of seeds) {
    const cid = idOf(c.code);
    c.modules.forEach((m, mi) => {
      const mid = moduleId.get(`${cid}:${mi + 1}`);
      if (mid === undefined) throw new Error(`catalogue: module ${mi + 1} of ${c.code} was not created`);
      m.quiz.forEach((q, qi) =>
        addQuestion(`m:${mid}:${qi + 1}`, { module_id: mid, exam_course_id: null, position: qi + 1, text: q.text, type: q.type, explanation: q.explanation }, q),
      );
    });
    c.exam.forEach((q, qi) =>
      addQuestion(`e:${cid}:${qi + 1}`, { module_id: null, exam_course_id: cid, position: qi + 1, text: q.text, type: q.type, explanation: q.explanation }, q),
    );
  }
  // Questions and options are the bulk of the tree (hundreds and over a thousand rows): each goes
  // in as one JSON parameter expanded by jsonb_to_recordset, which PGlite handles about ten times
  // faster than a multi-row VALUES list with thousands of bound parameters.
  const questions = await tx.$queryRaw<{ id: number; moduleId: number | null; examCourseId: number | null; position: number }[]>`
    INSERT INTO questions (module_id, exam_course_id, position, text, type, explanation)
    SELECT x.module_id, x.exam_course_id, x.position, x.text, x.type::"QuestionType", x.explanation
    FROM jsonb_to_recordset(${JSON.stringify(questionRows)}::jsonb)
      AS x(module_id int, exam_course_id int, position int, text text, type text, explanation text)
    RETURNING id, module_id AS "moduleId", exam_course_id AS "examCourseId", position`;
  if (questions.length !== questionRows.length) throw new Error("catalogue: not every question was created");

  const optionRows = questions.flatMap((q) => {
    const key = q.moduleId !== null ? `m:${q.moduleId}:${q.position}` : `e:${q.examCourseId}:${q.position}`;
    const seed = questionSeeds.get(key);
    if (!seed) throw new Error(`catalogue: no seed for question ${key}`);
    return seed.options.map((o, oi) => ({ question_id: q.id, position: oi + 1, text: o.text, is_correct: o.correct }));
  });
  await tx.$executeRaw`
    INSERT INTO question_options (question_id, position, text, is_correct)
    SELECT x.question_id, x.position, x.text, x.is_correct
    FROM jsonb_to_recordset(${JSON.stringify(optionRows)}::jsonb)
      AS x(question_id int, position int, text text, is_correct boolean)`;

  await tx.skill.createMany({
    data: seeds.flatMap((c) =>
      c.skills.map((s, i) => ({
        courseId: idOf(c.code),
        position: i + 1,
        name: s.name,
        description: s.description,
        requiresDive: s.requiresDive ?? false,
      })),
    ),
  });

  // Prerequisites touching a course created now (the others were set when their course was made).
  const rows = await tx.course.findMany({ where: { code: { in: catalogue.map((c) => c.code) } }, select: { id: true, code: true } });
  const anyId = new Map(rows.map((r) => [r.code, r.id]));
  const pairs: { courseId: number; requiredCourseId: number }[] = [];
  for (const c of catalogue) {
    for (const p of c.prerequisites) {
      if (!courseId.has(c.code) && !courseId.has(p)) continue;
      const a = anyId.get(c.code);
      const b = anyId.get(p);
      if (a !== undefined && b !== undefined) pairs.push({ courseId: a, requiredCourseId: b });
    }
  }
  if (pairs.length > 0) await tx.coursePrerequisite.createMany({ data: pairs, skipDuplicates: true });
}
