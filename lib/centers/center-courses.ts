import { getDb } from "@/lib/db/client";

// The courses a center has course logs of (the students page's course filter): one statement, a
// semi-join on the (dive_center_id, created_at) index, by name. An instructor member is offered
// the courses he or she teaches there.
export async function centerCourses(centerId: number, instructorId?: number): Promise<{ code: string; name: string }[]> {
  const db = await getDb();
  return db.course.findMany({
    where: { kind: "course", courseLogs: { some: { diveCenterId: centerId, ...(instructorId ? { instructorId } : {}) } } },
    orderBy: [{ name: "asc" }, { code: "asc" }],
    select: { code: true, name: true },
  });
}
