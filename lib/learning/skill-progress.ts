import type { Prisma } from "@/generated/prisma/client";
import type { SkillProgressRecord } from "@/lib/learning/record-schema";
import { dateTime, personSelect, toPerson } from "@/lib/learning/serializers";

// Skill progress records: every skill of the course, with this course log's signatures if any
// (progress rows are created when someone first signs, or when a dive log is linked).

const skillSelect = (courseLogId: number) =>
  ({
    id: true, name: true, description: true, requiresDive: true,
    progress: {
      where: { courseLogId },
      select: { instructorSignedAt: true, diverSignedAt: true, diveLogId: true, instructor: { select: personSelect } },
    },
  }) satisfies Prisma.SkillSelect;

type SkillRow = Prisma.SkillGetPayload<{ select: ReturnType<typeof skillSelect> }>;

export async function loadSkills(db: Prisma.TransactionClient, log: { id: number; courseVersionId: number }) {
  return db.skill.findMany({
    where: { courseVersionId: log.courseVersionId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: skillSelect(log.id),
  });
}

export function toSkillProgress(s: SkillRow): SkillProgressRecord {
  const p = s.progress[0];
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    requires_dive: s.requiresDive,
    dive_log_id: p?.diveLogId ?? null,
    instructor_signed_at: dateTime(p?.instructorSignedAt ?? null),
    instructor: toPerson(p?.instructor ?? null),
    diver_signed_at: dateTime(p?.diverSignedAt ?? null),
    completed: !!p?.instructorSignedAt && !!p.diverSignedAt,
  };
}

export async function skillProgressList(db: Prisma.TransactionClient, log: { id: number; courseVersionId: number }) {
  return (await loadSkills(db, log)).map(toSkillProgress);
}
