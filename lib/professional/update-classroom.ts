import { validationError } from "@/lib/api/errors";
import { dateOnly, ymd } from "@/lib/dates";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { classroomRecord } from "@/lib/professional/classroom-records";
import { scheduleErrors } from "@/lib/professional/classroom-schedule";
import { sessionRows } from "@/lib/professional/create-classroom";
import { lockClassroom } from "@/lib/professional/lock-classroom";
import type { ClassroomSessionInput, ClassroomUpdateInput } from "@/lib/professional/schema";

/** PATCH /professional/classrooms/{id}: given fields only; `sessions` replaces the schedule. */
export async function updateClassroom(instructorId: number, id: number, input: ClassroomUpdateInput) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const locked = await lockClassroom(tx, instructorId, id);
    const current = await tx.classroom.findUniqueOrThrow({
      where: { id: locked.id },
      select: { name: true, capacity: true, startsOn: true, endsOn: true, sessions: { select: { kind: true, startsAt: true, location: true } }, _count: { select: { students: true } } },
    });
    const sessions: ClassroomSessionInput[] =
      input.sessions ?? current.sessions.map((s) => ({ kind: s.kind, starts_at: s.startsAt.toISOString(), location: s.location }));
    const errors = scheduleErrors({ startsOn: input.starts_on ?? ymd(current.startsOn)!, endsOn: input.ends_on ?? ymd(current.endsOn)!, sessions });
    // A stored session outside new dates is reported on the dates that moved, not on a field not sent.
    if (!input.sessions && Object.keys(errors).some((k) => k.startsWith("sessions."))) {
      for (const k of Object.keys(errors)) if (k.startsWith("sessions.")) delete errors[k];
      (errors[input.starts_on ? "starts_on" : "ends_on"] ??= []).push("Some sessions would fall outside the new dates: move them too.");
    }
    if (input.capacity != null && input.capacity < current._count.students) {
      errors.capacity = [`The capacity may not be lower than the ${current._count.students} students already in the classroom.`];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    await tx.classroom.update({
      where: { id: locked.id },
      data: {
        name: input.name,
        startsOn: input.starts_on ? dateOnly(input.starts_on) : undefined,
        endsOn: input.ends_on ? dateOnly(input.ends_on) : undefined,
        capacity: input.capacity,
        ...(input.sessions ? { sessions: { deleteMany: {}, create: sessionRows(input.sessions) } } : {}),
      },
    });
    const before: Record<string, string | number | null> = {};
    const after: Record<string, string | number | null> = {};
    const note = (field: string, was: string | number | null, now: string | number | null | undefined) => {
      if (now !== undefined && now !== was) (before[field] = was), (after[field] = now);
    };
    note("name", current.name, input.name);
    note("starts_on", ymd(current.startsOn), input.starts_on);
    note("ends_on", ymd(current.endsOn), input.ends_on);
    note("capacity", current.capacity, input.capacity);
    if (input.sessions) (before.sessions = current.sessions.length), (after.sessions = input.sessions.length);
    if (Object.keys(after).length) await recordAudit(tx, { actorId: instructorId }, { action: "classroom.updated", subject: { type: "classroom", id: locked.id }, before, after });
  });
  return classroomRecord(db, instructorId, id);
}
