import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { SeatAssignmentRecord } from "@/lib/center-seats/schema";
import { releaseSeat } from "@/lib/center-seats/seat-rules";
import { assignmentSelect, startedLogs, toSeatAssignments } from "@/lib/center-seats/serializers";
import { getDb } from "@/lib/db/client";

export const SEAT_STARTED = "The diver has started this course: the seat can no longer be given back.";

/**
 * DELETE /centers/{id}/seats/assignments/{assignment_id} (decision 0046): the seat comes back to
 * the ledger while the diver has not started (no quiz or exam attempt, no skill signed, never
 * referred). The unused course log is deleted (the diver never sees a course that was taken
 * away); an invited seat is simply returned. The course log's row lock keeps a first attempt
 * arriving meanwhile from slipping in between the check and the delete.
 */
export async function returnSeat(callerId: number, centerId: number, assignmentId: number, audit: AuditContext): Promise<SeatAssignmentRecord> {
  await centerAccess(callerId, centerId, { roles: RUNS_CENTER, write: true });
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const found = await tx.seatAssignment.findFirst({ where: { id: assignmentId, diveCenterId: centerId }, select: { id: true } });
    if (!found) throw notFound("Seat assignment");
    await tx.$queryRaw`SELECT id FROM seat_assignments WHERE id = ${assignmentId} FOR UPDATE`;
    const seat = await tx.seatAssignment.findUniqueOrThrow({
      where: { id: assignmentId },
      select: { id: true, status: true, courseId: true, email: true, courseLogId: true, course: { select: { code: true } } },
    });
    if (seat.status === "returned") throw conflict("This seat has already been given back.");
    let logCode: string | null = null;
    if (seat.courseLogId !== null) {
      await tx.$queryRaw`SELECT id FROM course_logs WHERE id = ${seat.courseLogId} FOR UPDATE`;
      const log = await tx.courseLog.findUniqueOrThrow({ where: { id: seat.courseLogId }, select: { logCode: true, status: true, _count: { select: { referrals: true } } } });
      const started = (await startedLogs(tx, [seat.courseLogId])).size > 0 || log.status !== "active" || log._count.referrals > 0;
      if (started) throw conflict(SEAT_STARTED);
      logCode = log.logCode;
      await tx.seatAssignment.update({ where: { id: seat.id }, data: { courseLogId: null } });
      await tx.courseLog.delete({ where: { id: seat.courseLogId } });
    }
    await tx.seatAssignment.update({ where: { id: seat.id }, data: { status: "returned", returnedAt: new Date() } });
    await releaseSeat(tx, centerId, seat.courseId);
    await recordAudit(tx, audit, {
      action: "dive_center.seat.returned",
      subject: { type: "dive_center", id: centerId },
      before: { assignment_id: seat.id, course: seat.course.code, email: seat.email, status: seat.status, log_code: logCode },
      after: { assignment_id: seat.id, status: "returned", course_log_deleted: logCode !== null },
    });
  });
  const row = await db.seatAssignment.findUniqueOrThrow({ where: { id: assignmentId }, select: assignmentSelect });
  return (await toSeatAssignments(db, [row]))[0]!;
}
