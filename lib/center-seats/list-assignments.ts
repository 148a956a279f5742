import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type LengthAwarePage } from "@/lib/api/pagination";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { AssignmentsQuery, SeatAssignmentRecord } from "@/lib/center-seats/schema";
import { assignmentSelect, toSeatAssignments } from "@/lib/center-seats/serializers";
import { getDb } from "@/lib/db/client";

/** GET /centers/{id}/seats/assignments?course=&status=: newest first; five statements a page. */
export async function listAssignments(userId: number, centerId: number, query: AssignmentsQuery, url: URL): Promise<LengthAwarePage<SeatAssignmentRecord>> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER });
  const db = await getDb();
  const where: Prisma.SeatAssignmentWhereInput = {
    diveCenterId: centerId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.course ? { course: { code: { equals: query.course, mode: "insensitive" } } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.seatAssignment.findMany({ where, select: assignmentSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    db.seatAssignment.count({ where }),
  ]);
  return lengthAwarePage(await toSeatAssignments(db, rows), total, query, url);
}
