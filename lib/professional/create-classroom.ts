import { validationError } from "@/lib/api/errors";
import { dateOnly } from "@/lib/dates";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { findCourseByRef } from "@/lib/learning/find-course";
import { classroomRecord } from "@/lib/professional/classroom-records";
import { scheduleErrors } from "@/lib/professional/classroom-schedule";
import type { ClassroomCreateInput, ClassroomSessionInput } from "@/lib/professional/schema";

export const sessionRows = (sessions: ClassroomSessionInput[]) =>
  sessions.map((s) => ({ kind: s.kind, startsAt: new Date(s.starts_at), location: s.location }));

/** POST /professional/classrooms: the classroom belongs to its creator, at their dive center. */
export async function createClassroom(instructorId: number, input: ClassroomCreateInput) {
  const db = await getDb();
  const [course, me] = await Promise.all([
    findCourseByRef(db, input.course, { kind: "course" }),
    db.user.findUniqueOrThrow({ where: { id: instructorId }, select: { diveCenterId: true } }),
  ]);
  const errors = scheduleErrors({ startsOn: input.starts_on, endsOn: input.ends_on, sessions: input.sessions });
  if (!course) errors.course = ["The selected course is invalid."];
  if (Object.keys(errors).length) throw validationError(errors);
  const created = await db.$transaction(async (tx) => {
    const row = await tx.classroom.create({
      data: {
        instructorId,
        courseId: course!.id,
        diveCenterId: me.diveCenterId,
        name: input.name,
        startsOn: dateOnly(input.starts_on),
        endsOn: dateOnly(input.ends_on),
        capacity: input.capacity ?? null,
        sessions: { create: sessionRows(input.sessions ?? []) },
      },
      select: { id: true },
    });
    await recordAudit(tx, { actorId: instructorId }, {
      action: "classroom.created",
      subject: { type: "classroom", id: row.id },
      after: { name: input.name, course_id: course!.id, starts_on: input.starts_on, ends_on: input.ends_on, capacity: input.capacity ?? null, sessions: input.sessions?.length ?? 0 },
    });
    return row;
  });
  return classroomRecord(db, instructorId, created.id);
}
