import { notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { classroomRecord } from "@/lib/professional/classroom-records";

/** DELETE /professional/classrooms/{id}/students/{log_code}: the classroom without that student. */
export async function removeClassroomStudent(instructorId: number, id: number, logCode: string) {
  const db = await getDb();
  const removed = await db.$transaction(async (tx) => {
    const gone = await tx.classroomStudent.deleteMany({
      where: { classroomId: id, classroom: { instructorId }, courseLog: { logCode } },
    });
    if (gone.count) await recordAudit(tx, { actorId: instructorId }, { action: "classroom.student.removed", subject: { type: "classroom", id }, before: { log_code: logCode } });
    return gone;
  });
  if (removed.count === 0) {
    // Tells "no such classroom" (also someone else's) from "not in this classroom".
    await classroomRecord(db, instructorId, id);
    throw notFound("Student in this classroom");
  }
  return classroomRecord(db, instructorId, id);
}
