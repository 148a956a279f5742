import { getDb } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

/** This professional's course logs of the classroom's course not in it yet (the add-student picker). */
export async function listClassroomCandidates(instructorId: number, classroomId: number) {
  const db = await getDb();
  const room = await db.classroom.findFirst({ where: { id: classroomId, instructorId }, select: { courseId: true } });
  if (!room) return [];
  const logs = await db.courseLog.findMany({
    where: { instructorId, courseId: room.courseId, classrooms: { none: { classroomId } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: { logCode: true, user: { select: { memberId: true, firstName: true, lastName: true } } },
  });
  return logs.map((l) => ({ log_code: l.logCode, member_id: l.user.memberId, full_name: fullNameOf(l.user) }));
}
