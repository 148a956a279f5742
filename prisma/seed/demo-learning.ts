import { newLogCode } from "@/lib/learning/create-course-log";
import type { Prisma } from "@/generated/prisma/client";
import type { CourseLevel } from "@/generated/prisma/enums";
import { certificationNumber } from "@/lib/certifications/issue-certification";
import { refreshQualification } from "@/lib/certifications/qualification";
import { dateOnly } from "@/lib/dates";
import type { Db } from "@/lib/db/client";
import { addUtcMonths } from "@/lib/learning/calendar";
import { scoreAnswers } from "@/lib/learning/scoring";

// Demo learning state for the demo accounts (run after the dive centers, the demo users and the
// catalogue). For diver@example.com, taught by instructor@example.com at the instructor's dive
// center:
//   - Open Water Diver: a completed course log (every quiz, the exam and every skill done) and
//     the certification issued from it about a year ago; qualification "Open Water Diver".
//   - Advanced Open Water: an active course log in progress (module 1 quiz passed, module 2 not
//     attempted, one skill signed by the instructor and not yet confirmed by the diver).
//   - Enriched Air Nitrox: a course log whose validity ran out (status active, expiresAt past).
// The instructor holds a Scuba Instructor certification, consistent with the qualification the
// demo-users seed gives them. Idempotent: each piece is created only when missing, in its own
// transaction, and nothing existing is changed.
//
// Stored shapes follow the learning code that reads them: attempts keep `answers` as
// `{ given: [{question_id, option_ids}], review: [...] }` scored by lib/learning/scoring,
// certification numbers are `DC-<year>-<row id, 6 digits>` as lib/certifications issues them,
// and qualifications come from lib/certifications/qualification.

const DAY = 86_400_000;

type Tx = Prisma.TransactionClient;
type DemoCourse = { id: number; code: string; name: string; level: CourseLevel; isoEquivalent: string | null; validityMonths: number };

const daysAfter = (d: Date, days: number, hours = 0): Date => new Date(d.getTime() + days * DAY + hours * 3_600_000);
const dayOf = (d: Date): Date => dateOnly(d.toISOString().slice(0, 10));

// The app's own code generator; the seed checks for a free code since it inserts directly.
async function freeLogCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newLogCode();
    if (!(await tx.courseLog.findUnique({ where: { logCode: code }, select: { id: true } }))) return code;
  }
}

/** A certification numbered from its row id, the way the app issues them. */
async function issue(tx: Tx, data: Omit<Prisma.CertificationUncheckedCreateInput, "number">): Promise<void> {
  const row = await tx.certification.create({ data: { ...data, number: `DC-SEED-${data.userId}-${data.courseId}` }, select: { id: true } });
  await tx.certification.update({ where: { id: row.id }, data: { number: certificationNumber(new Date(data.issuedAt).getUTCFullYear(), row.id) } });
}

/** Stores attempt 1 of a quiz (moduleId) or the exam (examCourseId), answering `wrong` questions wrongly. */
async function storeAttempt(tx: Tx, courseLogId: number, target: { moduleId: number } | { examCourseId: number }, passMark: number, submittedAt: Date, wrong = 0) {
  const questions = await tx.question.findMany({
    where: target,
    orderBy: { position: "asc" },
    select: { id: true, type: true, options: { orderBy: { position: "asc" }, select: { id: true, isCorrect: true } } },
  });
  const answers = questions.map((q, i) => {
    const miss = i >= questions.length - wrong;
    const pick = q.options.filter((o) => (miss ? !o.isCorrect : o.isCorrect)).map((o) => o.id);
    return { question_id: q.id, option_ids: miss ? pick.slice(0, 1) : pick };
  });
  const scored = scoreAnswers(questions, answers);
  await tx.quizAttempt.create({
    data: {
      courseLogId,
      kind: "moduleId" in target ? "quiz" : "exam",
      moduleKey: "moduleId" in target ? target.moduleId : 0,
      attempt: 1,
      score: scored.score,
      correct: scored.correct,
      total: scored.total,
      passed: scored.score >= passMark,
      answers: { given: scored.given, review: scored.review },
      submittedAt,
    },
  });
}

export async function seedDemoLearning(db: Db): Promise<void> {
  const [diver, instructor] = await Promise.all([
    db.user.findUnique({ where: { email: "diver@example.com" }, select: { id: true } }),
    db.user.findUnique({ where: { email: "instructor@example.com" }, select: { id: true, diveCenterId: true } }),
  ]);
  if (!diver || !instructor) return; // demo users not seeded

  const rows = await db.course.findMany({
    where: { code: { in: ["OWD", "AOWD", "EAN", "INSTR"] } },
    select: { id: true, code: true, name: true, level: true, isoEquivalent: true, validityMonths: true },
  });
  const course = (code: string): DemoCourse => {
    const c = rows.find((r) => r.code === code);
    if (!c) throw new Error(`seedDemoLearning: course ${code} is missing; run seedCatalogue first`);
    return c;
  };
  const [owd, aowd, ean, instr] = [course("OWD"), course("AOWD"), course("EAN"), course("INSTR")];
  const now = new Date();
  const centerId = instructor.diveCenterId;
  const opts = { maxWait: 10_000, timeout: 30_000 };

  // The instructor's own Scuba Instructor certification (issued about six years ago, before the
  // DiveCert platform: no course log and no issuing instructor).
  if (!(await db.certification.findFirst({ where: { userId: instructor.id, courseId: instr.id }, select: { id: true } }))) {
    await db.$transaction(async (tx) => {
      await issue(tx, {
        userId: instructor.id,
        courseId: instr.id,
        level: instr.level,
        isoEquivalent: instr.isoEquivalent,
        issuedAt: dayOf(daysAfter(now, -6 * 365)),
        instructorId: null,
        diveCenterId: centerId,
        status: "valid",
      });
      await refreshQualification(tx, instructor.id);
    }, opts);
  }

  // Open Water Diver: completed about a year ago, with its certification.
  if (!(await db.certification.findFirst({ where: { userId: diver.id, courseId: owd.id }, select: { id: true } }))) {
    const issuedAt = dayOf(daysAfter(now, -365));
    const startedAt = daysAfter(issuedAt, -30, 9);
    await db.$transaction(async (tx) => {
      const log = await tx.courseLog.create({
        data: {
          logCode: await freeLogCode(tx),
          userId: diver.id,
          courseId: owd.id,
          instructorId: instructor.id,
          diveCenterId: centerId,
          status: "completed",
          startedAt,
          expiresAt: addUtcMonths(startedAt, owd.validityMonths),
          completedAt: daysAfter(issuedAt, 0, 16),
          examEnabledAt: daysAfter(startedAt, 12, 1),
        },
        select: { id: true },
      });
      const modules = await tx.courseModule.findMany({ where: { courseId: owd.id }, orderBy: { position: "asc" }, select: { id: true, passMark: true } });
      // Every quiz passed at the first attempt (one question missed in module 2), then the exam.
      for (const [i, m] of modules.entries()) {
        await storeAttempt(tx, log.id, { moduleId: m.id }, m.passMark, daysAfter(startedAt, 2 + 2 * i, 2), i === 1 ? 1 : 0);
      }
      const { examPassMark } = await tx.course.findUniqueOrThrow({ where: { id: owd.id }, select: { examPassMark: true } });
      await storeAttempt(tx, log.id, { examCourseId: owd.id }, examPassMark, daysAfter(startedAt, 13, 3));
      const skills = await tx.skill.findMany({ where: { courseId: owd.id }, orderBy: { position: "asc" }, select: { id: true } });
      await tx.skillProgress.createMany({
        data: skills.map((s, i) => ({
          courseLogId: log.id,
          skillId: s.id,
          instructorId: instructor.id,
          instructorSignedAt: daysAfter(startedAt, 15 + i, 5),
          diverSignedAt: daysAfter(startedAt, 15 + i, 8),
        })),
      });
      await issue(tx, {
        userId: diver.id,
        courseId: owd.id,
        courseLogId: log.id,
        level: owd.level,
        isoEquivalent: owd.isoEquivalent,
        issuedAt,
        instructorId: instructor.id,
        diveCenterId: centerId,
        status: "valid",
      });
      await refreshQualification(tx, diver.id); // "Open Water Diver", level diver
    }, opts);
  }

  // Advanced Open Water: in progress.
  if (!(await db.courseLog.findFirst({ where: { userId: diver.id, courseId: aowd.id }, select: { id: true } }))) {
    const startedAt = daysAfter(now, -12);
    await db.$transaction(async (tx) => {
      const log = await tx.courseLog.create({
        data: {
          logCode: await freeLogCode(tx),
          userId: diver.id,
          courseId: aowd.id,
          instructorId: instructor.id,
          diveCenterId: centerId,
          status: "active",
          startedAt,
          expiresAt: addUtcMonths(startedAt, aowd.validityMonths),
        },
        select: { id: true },
      });
      const first = await tx.courseModule.findFirst({ where: { courseId: aowd.id }, orderBy: { position: "asc" }, select: { id: true, passMark: true } });
      if (!first) throw new Error("seedDemoLearning: AOWD has no modules");
      await storeAttempt(tx, log.id, { moduleId: first.id }, first.passMark, daysAfter(startedAt, 3, 2), 1);
      // A skill that needs no logged dive, so the instructor could sign it without one.
      const skill = await tx.skill.findFirst({ where: { courseId: aowd.id, requiresDive: false }, orderBy: { position: "asc" }, select: { id: true } });
      if (!skill) throw new Error("seedDemoLearning: AOWD has no skill without a dive");
      await tx.skillProgress.create({
        data: { courseLogId: log.id, skillId: skill.id, instructorId: instructor.id, instructorSignedAt: daysAfter(startedAt, 7, 4), diverSignedAt: null },
      });
    }, opts);
  }

  // Enriched Air Nitrox: validity ran out two months ago (still "active": expiry is by date).
  if (!(await db.courseLog.findFirst({ where: { userId: diver.id, courseId: ean.id }, select: { id: true } }))) {
    const startedAt = addUtcMonths(now, -(ean.validityMonths + 2));
    await db.$transaction(async (tx) => {
      const log = await tx.courseLog.create({
        data: {
          logCode: await freeLogCode(tx),
          userId: diver.id,
          courseId: ean.id,
          instructorId: instructor.id,
          diveCenterId: centerId,
          status: "active",
          startedAt,
          expiresAt: addUtcMonths(startedAt, ean.validityMonths),
        },
        select: { id: true },
      });
      const first = await tx.courseModule.findFirst({ where: { courseId: ean.id }, orderBy: { position: "asc" }, select: { id: true, passMark: true } });
      if (first) await storeAttempt(tx, log.id, { moduleId: first.id }, first.passMark, daysAfter(startedAt, 2, 3));
    }, opts);
  }
}
