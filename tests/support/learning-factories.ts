import { randomUUID } from "node:crypto";
import type { CourseKind, CourseLevel } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { createCourseLog } from "@/lib/learning/create-course-log";

// Courses built straight in the database: modules with quizzes, a final exam and skills, with
// the correct options kept on the side so tests can answer right or wrong on purpose.

export type FactoryQuestion = { id: number; type: "single" | "multiple"; optionIds: number[]; correct: number[] };
export type FactoryCourse = {
  id: number;
  code: string;
  name: string;
  level: CourseLevel;
  modules: { id: number; questions: FactoryQuestion[] }[];
  exam: FactoryQuestion[];
  skills: { id: number; requiresDive: boolean }[];
};

export type CourseOptions = {
  kind?: CourseKind;
  level?: CourseLevel;
  modules?: number;
  questionsPerModule?: number;
  examQuestions?: number;
  skills?: number;
  minAge?: number;
  validityMonths?: number;
  prerequisites?: number[];
  name?: string;
};

let seq = 0;
const uniqueCode = () => `T${process.pid % 1000}-${Date.now().toString(36)}-${++seq}`.toUpperCase();

async function addQuestions(where: { moduleId?: number; examCourseId?: number }, count: number): Promise<FactoryQuestion[]> {
  const db = await getDb();
  const out: FactoryQuestion[] = [];
  for (let position = 1; position <= count; position++) {
    // Every third question is multiple choice with two right options.
    const type = position % 3 === 0 ? "multiple" : "single";
    const q = await db.question.create({
      data: {
        ...where, position, type, text: `Question ${position}?`,
        options: { create: [0, 1, 2, 3].map((i) => ({ position: i + 1, text: `Option ${i + 1}`, isCorrect: i === 0 || (type === "multiple" && i === 2) })) },
      },
      select: { id: true, options: { orderBy: { position: "asc" }, select: { id: true, isCorrect: true } } },
    });
    out.push({ id: q.id, type, optionIds: q.options.map((o) => o.id), correct: q.options.filter((o) => o.isCorrect).map((o) => o.id) });
  }
  return out;
}

/** Default: 2 modules × 5 questions, an exam of 10, 3 skills (the last one requires a dive). */
export async function createCourse(options: CourseOptions = {}): Promise<FactoryCourse> {
  const db = await getDb();
  const kind = options.kind ?? "course";
  const code = uniqueCode();
  const course = await db.course.create({
    data: {
      code, kind, name: options.name ?? `Test ${kind === "course" ? "Course" : "Learning"} ${code}`,
      level: options.level ?? "diver", isoEquivalent: "ISO 24801-2", description: "A course made by a test.",
      priceCents: kind === "course" ? 19900 : 0, validityMonths: options.validityMonths ?? 6, minAge: options.minAge ?? 10,
      prerequisites: options.prerequisites ? { create: options.prerequisites.map((requiredCourseId) => ({ requiredCourseId })) } : undefined,
    },
    select: { id: true, code: true, name: true, level: true },
  });
  const modules: FactoryCourse["modules"] = [];
  for (let position = 1; position <= (options.modules ?? 2); position++) {
    const m = await db.courseModule.create({
      data: { courseId: course.id, position, title: `Module ${position}`, summary: `About ${position}`, content: `# Module ${position}\nRead this.` },
      select: { id: true },
    });
    modules.push({ id: m.id, questions: await addQuestions({ moduleId: m.id }, options.questionsPerModule ?? 5) });
  }
  const exam = await addQuestions({ examCourseId: course.id }, options.examQuestions ?? (kind === "course" ? 10 : 0));
  const skillCount = options.skills ?? (kind === "course" ? 3 : 0);
  const skills: FactoryCourse["skills"] = [];
  for (let position = 1; position <= skillCount; position++) {
    const requiresDive = position === skillCount;
    const s = await db.skill.create({ data: { courseId: course.id, position, name: `Skill ${position}`, requiresDive }, select: { id: true } });
    skills.push({ id: s.id, requiresDive });
  }
  return { ...course, modules, exam, skills };
}

/** Keys or values that would give answers away (`is_correct`, `correct`, `correct_option_ids`, ...). */
export const revealsAnswers = (json: unknown) => JSON.stringify(json).match(/"[a-z_]*correct[a-z_]*"/gi) ?? [];

/** Answers getting `right` of the questions right (in order), the rest wrong. */
export function answersFor(questions: FactoryQuestion[], right = questions.length) {
  return questions.map((q, i) => ({
    question_id: q.id,
    option_ids: i < right ? q.correct : [q.optionIds.find((id) => !q.correct.includes(id))!],
  }));
}

export async function enrol(input: { userId: number; courseId: number; instructorId?: number | null; diveCenterId?: number | null }) {
  const db = await getDb();
  return db.$transaction((tx) =>
    createCourseLog(tx, { userId: input.userId, courseId: input.courseId, instructorId: input.instructorId ?? null, diveCenterId: input.diveCenterId ?? null, source: "test" }),
  );
}

export async function expireCourseLog(logCode: string) {
  const db = await getDb();
  await db.courseLog.update({ where: { logCode }, data: { expiresAt: new Date(Date.now() - 60_000) } });
}

/** What the dive-log area does when a dive names a skill: the dive is linked to the skill progress. */
export async function linkDive(logCode: string, skillId: number) {
  const db = await getDb();
  const log = await db.courseLog.findUniqueOrThrow({ where: { logCode }, select: { id: true, userId: true } });
  const dive = await db.diveLog.create({
    data: { uuid: randomUUID(), userId: log.userId, number: 1, date: new Date("2026-06-01T00:00:00Z"), diveTime: 40, courseLogId: log.id, skillLogId: log.id, skillId },
    select: { id: true },
  });
  await db.skillProgress.upsert({
    where: { courseLogId_skillId: { courseLogId: log.id, skillId } },
    create: { courseLogId: log.id, skillId, diveLogId: dive.id },
    update: { diveLogId: dive.id },
  });
  return dive.id;
}

/** A valid certification of `courseId`, as if earned earlier (for prerequisites). */
export async function grantCertification(userId: number, courseId: number) {
  const db = await getDb();
  const course = await db.course.findUniqueOrThrow({ where: { id: courseId }, select: { level: true } });
  return db.certification.create({
    data: { number: `DC-TEST-${randomUUID().slice(0, 8)}`, userId, courseId, level: course.level, issuedAt: new Date() },
    select: { id: true, number: true },
  });
}
