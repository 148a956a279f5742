import { conflict, invalidField } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { classroomRecord } from "@/lib/professional/classroom-records";
import { lockClassroom } from "@/lib/professional/lock-classroom";

/**
 * POST /professional/classrooms/{id}/students: one of this professional's course logs of the
 * classroom's course. The count and the insert happen under the classroom's row lock, so
 * concurrent adds never overfill it. Adding a student already there changes nothing.
 */
export async function addClassroomStudent(instructorId: number, id: number, logCode: string) {
  const db = await getDb();
  const added = await db.$transaction(async (tx) => {
    const room = await lockClassroom(tx, instructorId, id);
    const log = await tx.courseLog.findFirst({ where: { logCode, instructorId, courseId: room.courseId }, select: { id: true } });
    if (!log) throw invalidField("log_code", "The course log must be one of your students' course logs for this classroom's course.");
    const there = await tx.classroomStudent.findUnique({ where: { classroomId_courseLogId: { classroomId: room.id, courseLogId: log.id } }, select: { courseLogId: true } });
    if (there) return false;
    if (room.capacity !== null) {
      const count = await tx.classroomStudent.count({ where: { classroomId: room.id } });
      if (count >= room.capacity) throw conflict(`The classroom is full (capacity ${room.capacity}).`);
    }
    await tx.classroomStudent.create({ data: { classroomId: room.id, courseLogId: log.id } });
    await recordAudit(tx, { actorId: instructorId }, { action: "classroom.student.added", subject: { type: "classroom", id: room.id }, after: { log_code: logCode } });
    return true;
  });
  return { added, classroom: await classroomRecord(db, instructorId, id) };
}
