import type { Prisma } from "@/generated/prisma/client";
import type { CourseLogStatus } from "@/generated/prisma/enums";
import type { FieldErrors } from "@/lib/api/errors";
import { touchCourseLog } from "@/lib/learning/course-log-scope";
import { courseLogStatus } from "@/lib/learning/progress";

// The two links a dive can carry: the instructor who will sign it, and the skill of the diver's
// own course log it is the training dive for (which satisfies the skill's requiresDive).

const professionalLevels = ["professional", "trainer", "examiner"] as const;

/** Errors for instructor_id: it must be someone else holding a professional membership and level. */
export async function instructorErrors(tx: Prisma.TransactionClient, diverId: number, instructorId: number | null | undefined): Promise<FieldErrors> {
  if (instructorId == null) return {};
  if (instructorId === diverId) return { instructor_id: ["You cannot name yourself as the instructor of your own dive."] };
  const pro = await tx.user.findFirst({
    where: { id: instructorId, professional: { isNot: null }, qualificationLevel: { in: [...professionalLevels] } },
    select: { id: true },
  });
  return pro ? {} : { instructor_id: ["The selected instructor is not a dive professional."] };
}

export type SkillLink = { courseLogId: number; skillId: number };
type Resolved = { link: SkillLink | null; errors: FieldErrors };

const progressSelect = {
  id: true, skillId: true, courseLogId: true, diveLogId: true, instructorSignedAt: true, diverSignedAt: true,
  courseLog: { select: { status: true, expiresAt: true } },
} satisfies Prisma.SkillProgressSelect;

/**
 * skill_log_id (a skill progress row) and/or skill_id → the (course log, skill) the dive belongs
 * to. Only the diver's own course logs count; an expired course log is read-only, and a completed
 * skill keeps the dive it was completed with.
 */
export async function resolveSkillLink(
  tx: Prisma.TransactionClient,
  diverId: number,
  request: { skill_log_id: number | null; skill_id: number | null },
  diveLogId: number | null,
): Promise<Resolved> {
  const { skill_log_id: progressId, skill_id: skillId } = request;
  if (progressId === null && skillId === null) return { link: null, errors: {} };
  const field = progressId !== null ? "skill_log_id" : "skill_id";
  const fail = (message: string, on = field): Resolved => ({ link: null, errors: { [on]: [message] } });

  let link: SkillLink;
  let progress: Prisma.SkillProgressGetPayload<{ select: typeof progressSelect }> | null = null;
  let log: { status: CourseLogStatus; expiresAt: Date };
  if (progressId !== null) {
    progress = await tx.skillProgress.findFirst({ where: { id: progressId, courseLog: { userId: diverId } }, select: progressSelect });
    if (!progress) return fail("The selected skill log is not one of your course skills.");
    if (skillId !== null && skillId !== progress.skillId) return fail("The skill does not match the skill log.", "skill_id");
    link = { courseLogId: progress.courseLogId, skillId: progress.skillId };
    log = progress.courseLog;
  } else {
    // The diver's course logs whose course has this skill; the newest one still open wins.
    const logs = await tx.courseLog.findMany({
      where: { userId: diverId, courseVersion: { skills: { some: { id: skillId! } } } },
      orderBy: [{ startedAt: "desc" }, { id: "desc" }],
      select: { id: true, status: true, expiresAt: true, skills: { where: { skillId: skillId! }, select: progressSelect } },
      take: 20,
    });
    if (!logs.length) return fail("The selected skill is not part of any of your courses.");
    const open = logs.find((l) => courseLogStatus(l) !== "expired") ?? logs[0]!;
    link = { courseLogId: open.id, skillId: skillId! };
    progress = open.skills[0] ?? null;
    log = open;
  }
  if (courseLogStatus(log) === "expired") return fail("The course log of this skill has expired and is read-only.");
  const completed = progress?.instructorSignedAt && progress.diverSignedAt;
  if (completed && progress!.diveLogId !== null && progress!.diveLogId !== diveLogId) {
    return fail("This skill is already completed with another dive.");
  }
  return { link, errors: {} };
}

/**
 * Points the skill's progress row at the dive (creating the row if nobody signed yet), releases
 * any other skill that pointed at it, and bumps the versions of the course logs concerned (a
 * syncing device must download them again). Returns the progress row id (the dive's skill_log_id).
 */
export async function applySkillLink(tx: Prisma.TransactionClient, diveLogId: number, link: SkillLink | null): Promise<number | null> {
  const released = await tx.skillProgress.findMany({
    where: { diveLogId, ...(link ? { NOT: { courseLogId: link.courseLogId, skillId: link.skillId } } : {}) },
    select: { id: true, courseLogId: true },
  });
  if (released.length) {
    await tx.skillProgress.updateMany({ where: { id: { in: released.map((r) => r.id) } }, data: { diveLogId: null } });
  }
  const touched = new Set(released.map((r) => r.courseLogId));
  let progressId: number | null = null;
  if (link) {
    const row = await tx.skillProgress.upsert({
      where: { courseLogId_skillId: link },
      create: { ...link, diveLogId },
      update: { diveLogId },
      select: { id: true },
    });
    progressId = row.id;
    touched.add(link.courseLogId);
  }
  for (const id of [...touched].sort((a, b) => a - b)) await touchCourseLog(tx, id);
  return progressId;
}
