import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, ymd } from "@/lib/dates";
import { label } from "@/lib/i18n/labels";
import type { Lang } from "@/lib/i18n/language";
import { quizzesPassed, type AttemptStats } from "@/lib/learning/attempt-stats";
import { courseLogStatus, examState, progressPercent, type ProgressCounts } from "@/lib/learning/progress";
import type { CourseLogRecord, CourseRecord, ExamStateRecord, PersonRecord, QuestionRecord, QuizStateRecord } from "@/lib/learning/record-schema";
import { fullNameOf } from "@/lib/users/serializers";

// Selects and response records of courses, course logs, questions and skills (contract "Records").
// Correct options are never part of a select here: only scoring loads them.

export const personSelect = { id: true, memberId: true, firstName: true, lastName: true } satisfies Prisma.UserSelect;
type Person = Prisma.UserGetPayload<{ select: typeof personSelect }>;

export const toPerson = (u: Person | null): PersonRecord | null => (u ? { id: u.id, member_id: u.memberId, full_name: fullNameOf(u) } : null);

export const completedSkillWhere = { instructorSignedAt: { not: null }, diverSignedAt: { not: null } } satisfies Prisma.SkillProgressWhereInput;

export const courseLogSelect = {
  id: true, logCode: true, courseId: true, courseVersionId: true, status: true, startedAt: true, expiresAt: true,
  completedAt: true, examEnabledAt: true, version: true,
  course: {
    select: {
      id: true, code: true, name: true, level: true, kind: true, examPassMark: true, examAttempts: true,
    },
  },
  // Counted on the log's own version: a later publish does not change what the diver follows.
  courseVersion: { select: { _count: { select: { modules: true, skills: true, examQuestions: true } } } },
  instructor: { select: personSelect },
  diveCenter: { select: { id: true, name: true } },
  user: { select: personSelect },
  _count: { select: { skills: { where: completedSkillWhere } } },
} satisfies Prisma.CourseLogSelect;

export type CourseLogRow = Prisma.CourseLogGetPayload<{ select: typeof courseLogSelect }>;

export function countsOf(row: CourseLogRow, stats: AttemptStats): ProgressCounts {
  const c = row.courseVersion._count;
  return {
    modules: c.modules, quizzesPassed: quizzesPassed(stats), hasExam: c.examQuestions > 0,
    examPassed: stats.exam.passed, skills: c.skills, skillsDone: row._count.skills,
  };
}

export function toCourseLogRecord(row: CourseLogRow, stats: AttemptStats, lang: Lang, now = new Date()): CourseLogRecord {
  return {
    log_code: row.logCode,
    status: courseLogStatus(row, now),
    course: { id: row.course.id, code: row.course.code, name: row.course.name, level: row.course.level, level_label: label(`level.${row.course.level}`, lang) },
    instructor: toPerson(row.instructor),
    dive_center: row.diveCenter,
    started_at: ymd(row.startedAt),
    expires_at: ymd(row.expiresAt),
    completed_at: ymd(row.completedAt),
    progress: progressPercent(countsOf(row, stats), row.status === "completed"),
    exam_enabled: row.examEnabledAt !== null,
    version: row.version,
  };
}

export function toExamState(row: CourseLogRow, stats: AttemptStats, questionsCount = row.courseVersion._count.examQuestions): ExamStateRecord {
  const allowed = row.course.examAttempts;
  const used = stats.exam.used;
  const state = examState({
    passed: stats.exam.passed, used, allowed, enabled: row.examEnabledAt !== null,
    quizzesAllPassed: quizzesPassed(stats) >= row.courseVersion._count.modules,
  });
  return {
    state, attempts_used: used, attempts_allowed: allowed, attempts_left: Math.max(0, allowed - used),
    best_score: stats.exam.best, pass_mark: row.course.examPassMark, questions_count: questionsCount,
  };
}

export const quizStateOf = (m: { id: number; passMark: number; _count: { questions: number } }, stats: AttemptStats): QuizStateRecord => {
  const q = stats.quizzes.get(m.id);
  return { questions_count: m._count.questions, pass_mark: m.passMark, passed: q?.passed ?? false, best_score: q?.best ?? null };
};

export const questionSelect = {
  id: true, text: true, type: true,
  options: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, text: true } },
} satisfies Prisma.QuestionSelect;

type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;
export const toQuestion = (q: QuestionRow): QuestionRecord => ({ id: q.id, text: q.text, type: q.type, options: q.options.map((o) => ({ id: o.id, text: o.text })) });

export const questionOrder = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.QuestionOrderByWithRelationInput[];

export const courseSelect = {
  id: true, code: true, name: true, level: true, isoEquivalent: true, description: true, priceCents: true,
  currency: true, validityMonths: true, minAge: true,
  prerequisites: { select: { requiredCourse: { select: { code: true } } } },
  publishedVersion: { select: { _count: { select: { modules: true } } } },
} satisfies Prisma.CourseSelect;

type CourseRow = Prisma.CourseGetPayload<{ select: typeof courseSelect }>;

export const toCourseRecord = (c: CourseRow, lang: Lang): CourseRecord => ({
  id: c.id, code: c.code, name: c.name, level: c.level, level_label: label(`level.${c.level}`, lang),
  iso_equivalent: c.isoEquivalent, description: c.description, price: c.priceCents, currency: c.currency,
  validity_months: c.validityMonths, min_age: c.minAge,
  prerequisites: c.prerequisites.map((p) => p.requiredCourse.code).sort(),
  modules_count: c.publishedVersion?._count.modules ?? 0,
});

export const dateTime = (d: Date | null) => (d ? isoMicro(d) : null);
