import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { catalogue, seedCatalogue } from "@/prisma/seed/catalogue/index";
import { seedDemoLearning } from "@/prisma/seed/demo-learning";
import { seedDemoUsers } from "@/prisma/seed/demo-users";
import { seedDiveCenters } from "@/prisma/seed/dive-centers";

const LEVELS = ["diver", "specialty", "professional", "trainer", "examiner"] as const;
const LOG_CODE = /^CL-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;
const DAY = 86_400_000;

async function counts(db: Db) {
  const [courses, modules, questions, options, skills, prerequisites, courseLogs, attempts, skillProgress, certifications, users] = await Promise.all([
    db.course.count(),
    db.courseModule.count(),
    db.question.count(),
    db.questionOption.count(),
    db.skill.count(),
    db.coursePrerequisite.count(),
    db.courseLog.count(),
    db.quizAttempt.count(),
    db.skillProgress.count(),
    db.certification.count(),
    db.user.count(),
  ]);
  return { courses, modules, questions, options, skills, prerequisites, courseLogs, attempts, skillProgress, certifications, users };
}

/** The same client, counting the operations it runs (in its transactions too, raw SQL included). */
function counting(base: Db): { db: Db; operations: () => number } {
  let n = 0;
  const db = base.$extends({
    query: {
      async $allOperations({ args, query }) {
        n += 1;
        return query(args);
      },
    },
  }) as unknown as Db;
  return { db, operations: () => n };
}

let db: Db;
let firstRun: Awaited<ReturnType<typeof counts>>;
let secondRun: Awaited<ReturnType<typeof counts>>;
let firstCatalogueOperations = 0;
let secondCatalogueOperations = 0;
let result: { courses: number };

beforeAll(async () => {
  db = await getDb();
  await seedDiveCenters(db);
  await seedDemoUsers(db);
  const first = counting(db);
  result = await seedCatalogue(first.db);
  firstCatalogueOperations = first.operations();
  await seedDemoLearning(db);
  firstRun = await counts(db);

  await seedDiveCenters(db);
  await seedDemoUsers(db);
  const second = counting(db);
  await seedCatalogue(second.db);
  secondCatalogueOperations = second.operations();
  await seedDemoLearning(db);
  secondRun = await counts(db);
});

describe("catalogue data", () => {
  const courses = catalogue.filter((c) => c.kind === "course");
  const free = catalogue.filter((c) => c.kind === "free_learning");

  it("has at least 10 courses over the five levels and 3 free learnings, with unique codes", () => {
    expect(courses.length).toBeGreaterThanOrEqual(10);
    expect(new Set(courses.map((c) => c.level))).toEqual(new Set(LEVELS));
    expect(free.length).toBeGreaterThanOrEqual(3);
    expect(new Set(catalogue.map((c) => c.code)).size).toBe(catalogue.length);
    for (const code of ["SD", "OWD", "AOWD", "EAN", "DEEP", "RESCUE", "DL", "INSTR", "IT", "EXAM"]) {
      expect(courses.map((c) => c.code)).toContain(code);
    }
  });

  it("gives every course a sensible price, validity, age, ISO equivalent and prerequisites", () => {
    const byCode = new Map(catalogue.map((c) => [c.code, c]));
    expect(byCode.get("SD")?.isoEquivalent).toBe("ISO 24801-1");
    expect(byCode.get("OWD")?.isoEquivalent).toBe("ISO 24801-2");
    expect(byCode.get("DL")?.isoEquivalent).toBe("ISO 24801-3");
    expect(byCode.get("INSTR")?.isoEquivalent).toBe("ISO 24802-2");
    expect(byCode.get("AOWD")?.prerequisites).toContain("OWD");
    expect(byCode.get("INSTR")?.prerequisites).toContain("DL");
    for (const c of courses) {
      expect(Number.isInteger(c.priceCents) && c.priceCents > 0, c.code).toBe(true);
      expect(c.validityMonths, c.code).toBeGreaterThan(0);
      expect(c.minAge, c.code).toBeGreaterThanOrEqual(10);
      expect(c.minAge, c.code).toBeLessThanOrEqual(18);
    }
    // Prerequisites exist and never form a cycle.
    const visit = (code: string, seen: string[]): void => {
      expect(seen, `cycle through ${code}`).not.toContain(code);
      for (const p of byCode.get(code)?.prerequisites ?? []) {
        expect(byCode.has(p), `${code} requires ${p}`).toBe(true);
        visit(p, [...seen, code]);
      }
    };
    for (const c of catalogue) visit(c.code, []);
  });

  it("has 3–5 modules of 3–6 paragraphs, quizzes of 5+, exams of 10+ and 4–10 skills", () => {
    for (const c of catalogue) {
      expect(c.modules.length, c.code).toBeGreaterThanOrEqual(3);
      expect(c.modules.length, c.code).toBeLessThanOrEqual(5);
      for (const m of c.modules) {
        expect(m.content.length, m.title).toBeGreaterThanOrEqual(3);
        expect(m.content.length, m.title).toBeLessThanOrEqual(6);
        for (const p of m.content) {
          expect(p.length, m.title).toBeGreaterThan(120);
          expect(p.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd/);
        }
        expect(m.quiz.length, m.title).toBeGreaterThanOrEqual(5);
      }
      const questions = [...c.modules.flatMap((m) => m.quiz), ...c.exam];
      expect(new Set(questions.map((q) => q.text)).size, `${c.code} repeats a question`).toBe(questions.length);
      for (const q of questions) {
        expect(q.options.length, q.text).toBeGreaterThanOrEqual(3);
        expect(q.options.length, q.text).toBeLessThanOrEqual(4);
        expect(new Set(q.options.map((o) => o.text)).size, q.text).toBe(q.options.length);
        expect(q.options.every((o) => o.text.length > 0 && !o.text.startsWith("*")), q.text).toBe(true);
        expect(q.explanation.length, q.text).toBeGreaterThan(10);
        const right = q.options.filter((o) => o.correct).length;
        if (q.type === "single") expect(right, q.text).toBe(1);
        else expect(right, q.text).toBeGreaterThanOrEqual(2);
      }
      if (c.kind === "course") {
        expect(c.exam.length, c.code).toBeGreaterThanOrEqual(10);
        expect(c.skills.length, c.code).toBeGreaterThanOrEqual(4);
        expect(c.skills.length, c.code).toBeLessThanOrEqual(10);
        expect(c.skills.some((s) => s.requiresDive), c.code).toBe(true);
        expect(new Set([...c.modules.flatMap((m) => m.quiz), ...c.exam].map((q) => q.type)), c.code).toEqual(new Set(["single", "multiple"]));
      } else {
        expect(c.priceCents).toBe(0);
        expect(c.level).toBe("diver");
        expect(c.exam).toHaveLength(0);
        expect(c.skills).toHaveLength(0);
      }
    }
  });

  it("keeps every catalogue file under 350 lines", () => {
    const dir = path.resolve(import.meta.dirname, "../../prisma/seed/catalogue");
    const files = [
      ...readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => path.join(dir, f)),
      ...readdirSync(path.join(dir, "courses")).map((f) => path.join(dir, "courses", f)),
    ];
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const f of files) expect(readFileSync(f, "utf8").split("\n").length, f).toBeLessThan(350);
  });
});

describe("seedCatalogue", () => {
  // Counted, not timed (a busy machine makes any time bound flaky): a fresh database takes a few
  // bulk statements whatever the catalogue's size, and a rerun one query.
  it("reports the catalogue and seeds it in a few bulk statements, a rerun in one", () => {
    expect(result).toEqual({ courses: catalogue.length });
    expect(firstCatalogueOperations).toBeGreaterThan(1);
    expect(firstCatalogueOperations).toBeLessThanOrEqual(10);
    expect(secondCatalogueOperations).toBe(1);
  });

  it("stores the courses at the five levels and the free learnings", async () => {
    const rows = await db.course.findMany({ select: { code: true, kind: true, level: true, priceCents: true, currency: true, purchasable: true } });
    const courses = rows.filter((r) => r.kind === "course");
    expect(courses.length).toBeGreaterThanOrEqual(10);
    expect(new Set(courses.map((r) => r.level))).toEqual(new Set(LEVELS));
    const free = rows.filter((r) => r.kind === "free_learning");
    expect(free.length).toBeGreaterThanOrEqual(3);
    for (const f of free) expect(f).toMatchObject({ priceCents: 0, level: "diver", purchasable: false });
    expect(rows.every((r) => r.currency === "USD")).toBe(true);
  });

  it("gives every module quiz 5+ well-formed questions and every course exam 10+", async () => {
    const modules = await db.courseModule.findMany({
      select: { id: true, title: true, content: true, questions: { select: { type: true, options: { select: { isCorrect: true } } } } },
    });
    expect(modules.length).toBeGreaterThan(0);
    for (const m of modules) {
      expect(m.content.split("\n\n").length, m.title).toBeGreaterThanOrEqual(3);
      expect(m.questions.length, m.title).toBeGreaterThanOrEqual(5);
    }
    const questions = await db.question.findMany({ select: { id: true, type: true, moduleId: true, examCourseId: true, options: { select: { isCorrect: true } } } });
    for (const q of questions) {
      expect((q.moduleId === null) !== (q.examCourseId === null), `question ${q.id} belongs to exactly one quiz or exam`).toBe(true);
      const right = q.options.filter((o) => o.isCorrect).length;
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(right, `question ${q.id}`).toBeGreaterThanOrEqual(1);
      if (q.type === "single") expect(right, `question ${q.id}`).toBe(1);
    }
    const courses = await db.course.findMany({ where: { kind: "course" }, select: { code: true, _count: { select: { examQuestions: true, skills: true } } } });
    for (const c of courses) {
      expect(c._count.examQuestions, c.code).toBeGreaterThanOrEqual(10);
      expect(c._count.skills, c.code).toBeGreaterThanOrEqual(4);
    }
    expect(await db.skill.count({ where: { requiresDive: true } })).toBeGreaterThan(0);
    expect(await db.skill.count({ where: { course: { kind: "free_learning" } } })).toBe(0);
    expect(await db.question.count({ where: { examCourse: { kind: "free_learning" } } })).toBe(0);
  });

  it("resolves every prerequisite by code", async () => {
    const pairs = await db.coursePrerequisite.findMany({ select: { course: { select: { code: true } }, requiredCourse: { select: { code: true } } } });
    const stored = pairs.map((p) => `${p.course.code}<${p.requiredCourse.code}`).sort();
    const expected = catalogue.flatMap((c) => c.prerequisites.map((p) => `${c.code}<${p}`)).sort();
    expect(stored).toEqual(expected);
    expect(stored).toContain("AOWD<OWD");
    expect(stored).toContain("INSTR<DL");
  });

  it("creates nothing twice on a second run", () => {
    expect(secondRun).toEqual(firstRun);
  });

  it("leaves an existing course as it is and recreates a missing one with its prerequisites", async () => {
    await db.course.update({ where: { code: "OWD" }, data: { name: "Open Water Diver (edited)" } });
    await db.course.delete({ where: { code: "DEEP" } });
    await seedCatalogue(db);
    expect((await db.course.findUniqueOrThrow({ where: { code: "OWD" } })).name).toBe("Open Water Diver (edited)");
    const deep = await db.course.findUniqueOrThrow({
      where: { code: "DEEP" },
      select: { _count: { select: { modules: true, examQuestions: true, skills: true } }, prerequisites: { select: { requiredCourse: { select: { code: true } } } } },
    });
    expect(deep._count.modules).toBeGreaterThanOrEqual(3);
    expect(deep._count.examQuestions).toBeGreaterThanOrEqual(10);
    expect(deep.prerequisites.map((p) => p.requiredCourse.code)).toEqual(["AOWD"]);
    await db.course.update({ where: { code: "OWD" }, data: { name: "Open Water Diver" } });
    expect(await counts(db)).toEqual(firstRun);
  });
});

describe("seedDemoLearning", () => {
  const ids = async () => {
    const diver = await db.user.findUniqueOrThrow({ where: { email: "diver@example.com" } });
    const instructor = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    return { diver, instructor };
  };

  it("certifies the diver as Open Water Diver from a completed course log", async () => {
    const { diver, instructor } = await ids();
    expect(diver.qualification).toBe("Open Water Diver");
    expect(diver.qualificationLevel).toBe("diver");
    expect(instructor.diveCenterId).not.toBeNull();

    const certs = await db.certification.findMany({ where: { userId: diver.id }, include: { course: true, courseLog: true } });
    expect(certs).toHaveLength(1);
    const cert = certs[0]!;
    expect(cert.course.code).toBe("OWD");
    expect(cert.number).toMatch(/^DC-\d{4}-\d{6}$/);
    // Numbered like app-issued certifications: issue year and the row id.
    expect(cert.number).toBe(`DC-${cert.issuedAt.getUTCFullYear()}-${String(cert.id).padStart(6, "0")}`);
    expect(cert).toMatchObject({ level: "diver", isoEquivalent: "ISO 24801-2", status: "valid", instructorId: instructor.id, diveCenterId: instructor.diveCenterId });
    const ageDays = (Date.now() - cert.issuedAt.getTime()) / DAY;
    expect(ageDays).toBeGreaterThan(360);
    expect(ageDays).toBeLessThan(370);

    const log = cert.courseLog!;
    expect(log.logCode).toMatch(LOG_CODE);
    expect(log).toMatchObject({ status: "completed", userId: diver.id, instructorId: instructor.id, diveCenterId: instructor.diveCenterId });
    expect(log.completedAt).not.toBeNull();
    expect(log.examEnabledAt).not.toBeNull();
    const modules = await db.courseModule.count({ where: { courseId: cert.courseId } });
    const quizzes = await db.quizAttempt.findMany({ where: { courseLogId: log.id, kind: "quiz" } });
    expect(new Set(quizzes.filter((a) => a.passed).map((a) => a.moduleKey)).size).toBe(modules);
    const exams = await db.quizAttempt.findMany({ where: { courseLogId: log.id, kind: "exam" } });
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({ moduleKey: 0, passed: true });
    expect(exams[0]!.score).toBeGreaterThanOrEqual(80);
    const skills = await db.skill.count({ where: { courseId: cert.courseId } });
    const signed = await db.skillProgress.count({ where: { courseLogId: log.id, instructorSignedAt: { not: null }, diverSignedAt: { not: null } } });
    expect(signed).toBe(skills);
  });

  it("has an active Advanced Open Water course log in progress", async () => {
    const { diver, instructor } = await ids();
    const logs = await db.courseLog.findMany({ where: { userId: diver.id, course: { code: "AOWD" } } });
    expect(logs).toHaveLength(1);
    const log = logs[0]!;
    expect(log.logCode).toMatch(LOG_CODE);
    expect(log).toMatchObject({ status: "active", instructorId: instructor.id, diveCenterId: instructor.diveCenterId, completedAt: null });
    expect(log.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(log.startedAt.getTime()).toBeLessThan(Date.now());

    const [m1, m2] = await db.courseModule.findMany({ where: { courseId: log.courseId }, orderBy: { position: "asc" }, take: 2 });
    const attempts = await db.quizAttempt.findMany({ where: { courseLogId: log.id } });
    expect(attempts).toHaveLength(1);
    const a = attempts[0]!;
    expect(a).toMatchObject({ kind: "quiz", moduleKey: m1!.id, attempt: 1, passed: true });
    expect(a.score).toBeGreaterThanOrEqual(m1!.passMark);
    expect(attempts.some((x) => x.moduleKey === m2!.id)).toBe(false);

    // Stored as the learning code stores a submission: the given answers and the review, which
    // agree with the recorded score.
    const stored = a.answers as { given: { question_id: number; option_ids: number[] }[]; review: { question_id: number; correct: boolean; correct_option_ids: number[] }[] };
    const answers = stored.given;
    expect(stored.review.filter((r) => r.correct).length).toBe(a.correct);
    expect(stored.review.map((r) => r.question_id).sort()).toEqual(answers.map((x) => x.question_id).sort());
    const questions = await db.question.findMany({ where: { moduleId: m1!.id }, include: { options: true } });
    expect(answers.map((x) => x.question_id).sort()).toEqual(questions.map((q) => q.id).sort());
    let correct = 0;
    for (const x of answers) {
      const q = questions.find((qq) => qq.id === x.question_id)!;
      const right = q.options.filter((o) => o.isCorrect).map((o) => o.id).sort();
      for (const id of x.option_ids) expect(q.options.map((o) => o.id)).toContain(id);
      if (JSON.stringify([...x.option_ids].sort()) === JSON.stringify(right)) correct++;
    }
    expect(a.correct).toBe(correct);
    expect(a.total).toBe(questions.length);
    expect(a.score).toBe(Math.round((correct * 100) / questions.length));

    const progress = await db.skillProgress.findMany({ where: { courseLogId: log.id }, include: { skill: true } });
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ instructorId: instructor.id, diverSignedAt: null });
    expect(progress[0]!.instructorSignedAt).not.toBeNull();
    expect(progress[0]!.skill.requiresDive).toBe(false);
  });

  it("has an Enriched Air Nitrox course log past its expiry date", async () => {
    const { diver } = await ids();
    const logs = await db.courseLog.findMany({ where: { userId: diver.id, course: { code: "EAN" } } });
    expect(logs).toHaveLength(1);
    expect(logs[0]!.status).toBe("active");
    expect(logs[0]!.logCode).toMatch(LOG_CODE);
    expect(logs[0]!.expiresAt.getTime()).toBeLessThan(Date.now());
    expect(await db.courseLog.count({ where: { userId: diver.id } })).toBe(3);
  });

  it("certifies the instructor as Scuba Instructor", async () => {
    const { instructor } = await ids();
    expect(instructor.qualification).toBe("Scuba Instructor");
    expect(instructor.qualificationLevel).toBe("professional");
    const certs = await db.certification.findMany({ where: { userId: instructor.id }, include: { course: true } });
    expect(certs).toHaveLength(1);
    expect(certs[0]).toMatchObject({ level: "professional", isoEquivalent: "ISO 24802-2", status: "valid", diveCenterId: instructor.diveCenterId });
    expect(certs[0]!.course.code).toBe("INSTR");
    expect(certs[0]!.number).toMatch(/^DC-\d{4}-\d{6}$/);
  });
});
