import { conflict, invalidField, validationError } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import type { SeatAssignInput, SeatAssignmentRecord } from "@/lib/center-seats/schema";
import { seatEnrolledMail, seatInvitedMail } from "@/lib/center-seats/seat-mails";
import { ACTIVE_LOG, claimSeat, lockEmail, NO_SEAT_LEFT, SEAT_WAITING, seatInstructor } from "@/lib/center-seats/seat-rules";
import { assignmentSelect, toSeatAssignments } from "@/lib/center-seats/serializers";
import { getDb, inTransaction } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { createCourseLog, lockUser } from "@/lib/learning/create-course-log";
import { eligibilityErrors } from "@/lib/learning/eligibility";
import { findCourseByRef } from "@/lib/learning/find-course";
import { sendMail } from "@/lib/mail/send-mail";

// POST /centers/{id}/seats/assign (decision 0046). An account with a verified address is enrolled
// at once (a course log with the instructor and the center, source "center_seat"); any other
// address is invited, and enrolled when an account with it verifies (enrolInvitedSeats). In one
// transaction: the diver's checks under the diver's lock first, then the seat claimed by one
// conditional statement, the assignment, the course log, the audit row and the e-mail.

export async function assignSeat(callerId: number, centerId: number, input: SeatAssignInput, audit: AuditContext, lang: Lang): Promise<SeatAssignmentRecord> {
  const access = await centerAccess(callerId, centerId, { roles: RUNS_CENTER, write: true });
  const db = await getDb();
  const course = await findCourseByRef(db, input.course, { kind: "course" });
  if (!course) throw invalidField("course", "The selected course is invalid.");
  const [instructorId, account, courseRow] = await Promise.all([
    seatInstructor(db, centerId, callerId, input.instructor),
    db.user.findUnique({ where: { email: input.email }, select: { id: true, status: true, emailVerifiedAt: true, firstName: true, defaultLanguage: true } }),
    db.course.findUniqueOrThrow({ where: { id: course.id }, select: { code: true, name: true } }),
  ]);
  if (account && account.status !== "active") throw invalidField("email", "The diver's account is not active.");
  const enrolNow = !!account?.emailVerifiedAt;

  const id = await inTransaction(async () => {
    const tx = await getDb();
    await lockEmail(tx, input.email);
    if (account) {
      await lockUser(tx, account.id);
      const errors = await eligibilityErrors(tx, account.id, course.id, { skipActive: true });
      if (errors.length) throw validationError({ email: errors });
      const active = await tx.courseLog.count({ where: { userId: account.id, courseId: course.id, status: "active", expiresAt: { gt: new Date() } } });
      if (active) throw conflict(ACTIVE_LOG);
    }
    if (await tx.seatAssignment.count({ where: { email: input.email, courseId: course.id, status: "invited" } })) throw conflict(SEAT_WAITING);
    if (!(await claimSeat(tx, centerId, course.id))) throw conflict(NO_SEAT_LEFT);
    const log = enrolNow
      ? await createCourseLog(tx, { userId: account!.id, courseId: course.id, instructorId, diveCenterId: centerId, source: "center_seat" })
      : null;
    const now = new Date();
    const row = await tx.seatAssignment.create({
      data: {
        diveCenterId: centerId, courseId: course.id, email: input.email, userId: account?.id ?? null, instructorId,
        courseLogId: log?.id ?? null, status: log ? "enrolled" : "invited", assignedById: callerId, enrolledAt: log ? now : null,
      },
      select: { id: true },
    });
    await recordAudit(tx, audit, {
      action: "dive_center.seat.assigned",
      subject: { type: "dive_center", id: centerId },
      after: { assignment_id: row.id, course: courseRow.code, email: input.email, status: log ? "enrolled" : "invited", log_code: log?.logCode ?? null, instructor_id: instructorId },
    });
    const words = { course: courseRow.name, center: access.center.name };
    await sendMail(
      log
        ? { to: input.email, kind: "center_seat_enrolled", ...seatEnrolledMail({ ...words, firstName: account!.firstName, logCode: log.logCode, lang: account!.defaultLanguage ?? lang }) }
        : { to: input.email, kind: "center_seat_invited", ...seatInvitedMail({ ...words, lang: account?.defaultLanguage ?? lang }) },
    );
    return row.id;
  });
  const row = await db.seatAssignment.findUniqueOrThrow({ where: { id }, select: assignmentSelect });
  return (await toSeatAssignments(db, [row]))[0]!;
}
