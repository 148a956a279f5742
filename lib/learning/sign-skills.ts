import type { Prisma } from "@/generated/prisma/client";
import { validationError, type FieldErrors } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { completeIfDone } from "@/lib/learning/complete-course-log";
import { assertWritable, findLogRef, instructorScope, touchCourseLog, type LogRef, type LogScope } from "@/lib/learning/course-log-scope";
import { skillProgressList } from "@/lib/learning/skill-progress";
import { assertClearedToDive } from "@/lib/medical/assert-cleared-to-dive";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";

// Skill signatures: the instructor signs first, then the diver confirms. Both are idempotent:
// signing again keeps the first signature and its date. The answer is the skill progress list.

type SkillState = { id: number; requiresDive: boolean; progress: { instructorSignedAt: Date | null; diveLogId: number | null }[] };

async function courseSkills(db: Prisma.TransactionClient, log: LogRef): Promise<Map<number, SkillState>> {
  const skills = await db.skill.findMany({
    where: { courseVersionId: log.courseVersionId },
    select: { id: true, requiresDive: true, progress: { where: { courseLogId: log.id }, select: { instructorSignedAt: true, diveLogId: true } } },
  });
  return new Map(skills.map((s) => [s.id, s]));
}

function assertSkills(skillIds: number[], skills: Map<number, SkillState>, rule: (s: SkillState) => string | null) {
  const errors: FieldErrors = {};
  skillIds.forEach((id, i) => {
    const skill = skills.get(id);
    const problem = skill ? rule(skill) : "The selected skill is not part of this course.";
    if (problem) errors[`skill_ids.${i}`] = [problem];
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/** POST /professional/students/{log_code}/skills/sign */
export async function signSkillsAsInstructor(instructorId: number, logCode: string, skillIds: number[]) {
  await assertProfessionalActive(instructorId);
  const db = await getDb();
  const log = await findLogRef(db, logCode, instructorScope(instructorId));
  assertWritable(log);
  const skills = await courseSkills(db, log);
  assertSkills(skillIds, skills, () => null);
  // Skills that need a logged dive are the in-water ones: only for a student cleared to dive.
  if (skillIds.some((id) => skills.get(id)?.requiresDive)) await assertClearedToDive(db, log.userId);
  const ids = [...new Set(skillIds)];
  await db.$transaction(async (tx) => {
    await tx.skillProgress.createMany({ data: ids.map((skillId) => ({ courseLogId: log.id, skillId })), skipDuplicates: true });
    const unsigned = await tx.skillProgress.findMany({ where: { courseLogId: log.id, skillId: { in: ids }, instructorSignedAt: null }, select: { skillId: true } });
    const signed = await tx.skillProgress.updateMany({
      where: { courseLogId: log.id, skillId: { in: ids }, instructorSignedAt: null },
      data: { instructorSignedAt: new Date(), instructorId },
    });
    if (signed.count) {
      await touchCourseLog(tx, log.id);
      // The audit log (issue 24): a professional's signature, in the same transaction.
      await recordAudit(tx, { actorId: instructorId }, {
        action: "course_log.skills.signed",
        subject: { type: "course_log", id: log.id },
        after: { skill_ids: unsigned.map((u) => u.skillId).sort((a, b) => a - b) },
      });
    }
  });
  return skillProgressList(db, log);
}

/** POST /diver/courses/{log_code}/skills/sign: only skills the instructor signed, dives linked. */
export async function confirmSkills(scope: LogScope, logCode: string, skillIds: number[]) {
  const db = await getDb();
  const log = await findLogRef(db, logCode, scope);
  assertWritable(log);
  assertSkills(skillIds, await courseSkills(db, log), (s) => {
    const p = s.progress[0];
    if (!p?.instructorSignedAt) return "The instructor has not signed this skill yet.";
    if (s.requiresDive && !p.diveLogId) return "This skill needs a logged dive linked to it first.";
    return null;
  });
  const completion = await db.$transaction(async (tx) => {
    const confirmed = await tx.skillProgress.updateMany({
      // The rules again, in the write itself: a dive unlinked since the check does not slip through.
      where: {
        courseLogId: log.id, skillId: { in: skillIds }, instructorSignedAt: { not: null }, diverSignedAt: null,
        OR: [{ skill: { requiresDive: false } }, { diveLogId: { not: null } }],
      },
      data: { diverSignedAt: new Date() },
    });
    if (!confirmed.count) return null;
    await touchCourseLog(tx, log.id);
    return completeIfDone(tx, log.id);
  });
  return { skills: await skillProgressList(db, log), completion };
}
