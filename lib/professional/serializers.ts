import type { Prisma } from "@/generated/prisma/client";
import { isoMicro, ymd } from "@/lib/dates";
import { quizzesPassed, type AttemptStats } from "@/lib/learning/attempt-stats";
import { courseLogStatus, progressPercent } from "@/lib/learning/progress";
import { completedSkillWhere, personSelect } from "@/lib/learning/serializers";
import type { MedicalStatus } from "@/lib/medical/rules";
import type { ClassroomShape } from "@/lib/professional/schema";
import { fullNameOf } from "@/lib/users/serializers";

// The classroom record of contract section 4, with each student's progress and medical status.

const studentLogSelect = {
  id: true, logCode: true, status: true, expiresAt: true, userId: true,
  user: { select: personSelect },
  courseVersion: { select: { _count: { select: { modules: true, skills: true, examQuestions: true } } } },
  _count: { select: { skills: { where: completedSkillWhere } } },
} satisfies Prisma.CourseLogSelect;

export const classroomSelect = {
  id: true, name: true, startsOn: true, endsOn: true, capacity: true, createdAt: true,
  course: { select: { id: true, code: true, name: true } },
  diveCenter: { select: { id: true, name: true } },
  sessions: { orderBy: [{ startsAt: "asc" }, { id: "asc" }], select: { id: true, kind: true, startsAt: true, location: true } },
  students: { orderBy: [{ addedAt: "asc" }, { courseLogId: "asc" }], select: { courseLog: { select: studentLogSelect } } },
} satisfies Prisma.ClassroomSelect;

export type ClassroomRow = Prisma.ClassroomGetPayload<{ select: typeof classroomSelect }>;
type StudentLog = ClassroomRow["students"][number]["courseLog"];

export type StudentFacts = { stats: Map<number, AttemptStats>; medical: Map<number, MedicalStatus>; now: Date };

function progressOf(log: StudentLog, stats: AttemptStats | undefined): number {
  const c = log.courseVersion._count;
  return progressPercent(
    {
      modules: c.modules, quizzesPassed: stats ? quizzesPassed(stats) : 0, hasExam: c.examQuestions > 0,
      examPassed: stats?.exam.passed ?? false, skills: c.skills, skillsDone: log._count.skills,
    },
    log.status === "completed",
  );
}

export function toClassroomRecord(row: ClassroomRow, facts: StudentFacts): ClassroomShape {
  return {
    id: row.id,
    name: row.name,
    course: row.course,
    dive_center: row.diveCenter,
    starts_on: ymd(row.startsOn),
    ends_on: ymd(row.endsOn),
    capacity: row.capacity,
    sessions: row.sessions.map((s) => ({ id: s.id, kind: s.kind, starts_at: isoMicro(s.startsAt), location: s.location })),
    students: row.students.map(({ courseLog: log }) => ({
      log_code: log.logCode,
      member_id: log.user.memberId,
      full_name: fullNameOf(log.user),
      progress: progressOf(log, facts.stats.get(log.id)),
      status: courseLogStatus(log, facts.now),
      medical_status: facts.medical.get(log.userId) ?? "missing",
    })),
    created_at: isoMicro(row.createdAt),
  };
}

export type ClassroomRecord = ClassroomShape;
