import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import { classroomRecords } from "@/lib/professional/classroom-records";

/** GET /professional/classrooms: this professional's classrooms, latest start first. */
export async function listClassrooms(instructorId: number, page: PageQuery, url: URL) {
  const db = await getDb();
  const where = { instructorId };
  const [items, total] = await Promise.all([
    classroomRecords(db, { where, orderBy: [{ startsOn: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db.classroom.count({ where }),
  ]);
  return lengthAwarePage(items, total, page, url);
}
