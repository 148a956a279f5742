import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { classroomRecord } from "@/lib/professional/classroom-records";

/** DELETE /professional/classrooms/{id}/students/{log_code}: the classroom without that student. */
export async function removeClassroomStudent(instructorId: number, id: number, logCode: string) {
  const db = await getDb();
  const removed = await db.classroomStudent.deleteMany({
    where: { classroomId: id, classroom: { instructorId }, courseLog: { logCode } },
  });
  if (removed.count === 0) {
    // Tells "no such classroom" (also someone else's) from "not in this classroom".
    await classroomRecord(db, instructorId, id);
    throw notFound("Student in this classroom");
  }
  return classroomRecord(db, instructorId, id);
}
