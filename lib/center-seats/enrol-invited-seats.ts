import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { seatEnrolledMail } from "@/lib/center-seats/seat-mails";
import { releaseSeat } from "@/lib/center-seats/seat-rules";
import { createCourseLog, lockUser } from "@/lib/learning/create-course-log";
import { eligibilityErrors } from "@/lib/learning/eligibility";
import { sendMail } from "@/lib/mail/send-mail";

type Tx = Prisma.TransactionClient;

/**
 * An account has just verified `email` (lib/auth/email-verification.ts, in its transaction): each
 * seat waiting for that address becomes a course log (instructor and center of the seat, source
 * "center_seat"), audited as `dive_center.seat.enrolled` and e-mailed. A seat the account cannot
 * take (minimum age, prerequisites, an active course log of that course) goes back to its
 * center's ledger at once (`dive_center.seat.returned`, with the reasons), so it is never stuck.
 */
export async function enrolInvitedSeats(tx: Tx, user: { id: number; email: string }): Promise<number> {
  const seats = await tx.seatAssignment.findMany({
    where: { email: user.email.toLowerCase(), status: "invited" },
    select: { id: true, diveCenterId: true, courseId: true, instructorId: true, course: { select: { code: true, name: true } }, diveCenter: { select: { name: true } } },
    orderBy: { id: "asc" },
  });
  if (!seats.length) return 0;
  await lockUser(tx, user.id);
  const account = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, defaultLanguage: true } });
  let enrolled = 0;
  for (const seat of seats) {
    const claimed = await tx.seatAssignment.updateMany({ where: { id: seat.id, status: "invited" }, data: { status: "enrolled", userId: user.id, enrolledAt: new Date() } });
    if (claimed.count !== 1) continue;
    const subject = { type: "dive_center" as const, id: seat.diveCenterId };
    const context = { actorId: user.id };
    const reasons = await eligibilityErrors(tx, user.id, seat.courseId);
    if (reasons.length) {
      await tx.seatAssignment.update({ where: { id: seat.id }, data: { status: "returned", enrolledAt: null, returnedAt: new Date() } });
      await releaseSeat(tx, seat.diveCenterId, seat.courseId);
      await recordAudit(tx, context, {
        action: "dive_center.seat.returned",
        subject,
        before: { assignment_id: seat.id, course: seat.course.code, email: user.email, status: "invited" },
        after: { assignment_id: seat.id, status: "returned", reasons },
      });
      continue;
    }
    const log = await createCourseLog(tx, { userId: user.id, courseId: seat.courseId, instructorId: seat.instructorId, diveCenterId: seat.diveCenterId, source: "center_seat" });
    await tx.seatAssignment.update({ where: { id: seat.id }, data: { courseLogId: log.id } });
    await recordAudit(tx, context, {
      action: "dive_center.seat.enrolled",
      subject,
      before: { assignment_id: seat.id, status: "invited" },
      after: { assignment_id: seat.id, status: "enrolled", course: seat.course.code, user_id: user.id, log_code: log.logCode },
    });
    await sendMail({
      to: user.email,
      kind: "center_seat_enrolled",
      ...seatEnrolledMail({ course: seat.course.name, center: seat.diveCenter.name, firstName: account.firstName, logCode: log.logCode, lang: account.defaultLanguage }),
    });
    enrolled += 1;
  }
  return enrolled;
}
