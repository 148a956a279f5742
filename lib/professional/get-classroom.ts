import { getDb } from "@/lib/db/client";
import { classroomRecord } from "@/lib/professional/classroom-records";

/** GET /professional/classrooms/{id} */
export async function getClassroom(instructorId: number, id: number) {
  return classroomRecord(await getDb(), instructorId, id);
}
