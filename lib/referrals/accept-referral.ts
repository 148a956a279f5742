import { conflict, invalidField } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { CENTER_INACTIVE, NOT_A_MEMBER } from "@/lib/centers/center-access";
import { getDb, inTransaction } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { getStudentProgress } from "@/lib/learning/get-course-log";
import { courseLogStatus } from "@/lib/learning/progress";
import { sendMail } from "@/lib/mail/send-mail";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";
import { CODE_NOT_VALID, verifyReferralCode } from "@/lib/referrals/referral-code";
import { referralAcceptedMail } from "@/lib/referrals/referral-mail";
import type { AcceptReferralInput } from "@/lib/referrals/schema";
import { fullNameOf } from "@/lib/users/serializers";

// POST /professional/referrals/accept: another professional takes the student over. In one
// transaction: the referral row is claimed (accepted_at IS NULL, so of any number of concurrent
// accepts exactly one wins and the others answer 409), the course log changes instructor and
// center only while it is still the referring instructor's and active (attempts, skills and dives
// are the log's own rows and stay as they are), both sides' audit rows, and the diver's e-mail
// (outbox + job). The first instructor's student routes authorise by instructor_id, so he can no
// longer write (or read) the log.

export const ALREADY_ACCEPTED = "This referral has already been accepted.";
export const OWN_REFERRAL = "You cannot accept your own referral.";
export const OWN_COURSE = "You cannot take over your own course.";
export const MOVED_SINCE = "The student has moved to another instructor since this referral was issued.";
export const NOT_ACTIVE = "Only an active course log can be taken over.";

export async function acceptReferral(userId: number, input: AcceptReferralInput, audit: AuditContext, lang: Lang, now = new Date()) {
  await assertProfessionalActive(userId);
  const claims = await verifyReferralCode(input.code, now);
  const logCode = await inTransaction(async () => {
    const db = await getDb();
    const row = await db.referral.findUnique({
      where: { jti: claims.jti },
      select: {
        id: true, courseLogId: true, fromInstructorId: true, fromCenterId: true, acceptedAt: true,
        courseLog: { select: { logCode: true, userId: true, course: { select: { name: true } }, user: { select: { email: true, firstName: true, defaultLanguage: true } } } },
      },
    });
    // A genuine signature on a code this installation has no row for names nothing we can move.
    if (!row || row.courseLog.logCode !== claims.log_code) throw invalidField("code", CODE_NOT_VALID);
    if (row.acceptedAt) throw conflict(ALREADY_ACCEPTED);
    if (row.fromInstructorId === userId) throw invalidField("code", OWN_REFERRAL);
    if (row.courseLog.userId === userId) throw invalidField("code", OWN_COURSE);

    let center: { id: number; name: string } | null = null;
    if (input.dive_center_id !== undefined) {
      const member = await db.diveCenterMember.findUnique({
        where: { diveCenterId_userId: { diveCenterId: input.dive_center_id, userId } },
        select: { diveCenter: { select: { id: true, name: true, active: true } } },
      });
      if (!member) throw invalidField("dive_center_id", NOT_A_MEMBER);
      if (!member.diveCenter.active) throw invalidField("dive_center_id", CENTER_INACTIVE);
      center = { id: member.diveCenter.id, name: member.diveCenter.name };
    }

    const claimed = await db.referral.updateMany({
      where: { id: row.id, acceptedAt: null },
      data: { acceptedAt: now, acceptedById: userId, toCenterId: center?.id ?? null },
    });
    if (!claimed.count) throw conflict(ALREADY_ACCEPTED);

    // The log's row lock from here on: read it as it is now, then move it only if still the referrer's.
    const log = await db.courseLog.update({
      where: { id: row.courseLogId },
      data: { version: { increment: 1 } },
      select: { id: true, status: true, expiresAt: true, instructorId: true, diveCenterId: true },
    });
    if (log.instructorId !== row.fromInstructorId) throw conflict(MOVED_SINCE);
    if (courseLogStatus(log, now) !== "active") throw conflict(NOT_ACTIVE);
    const moved = await db.courseLog.update({
      where: { id: log.id },
      data: { instructorId: userId, diveCenterId: center?.id ?? null },
      select: { id: true, instructor: { select: { firstName: true, lastName: true, memberId: true } } },
    });

    const base = { referral_id: row.id, jti: claims.jti, log_code: claims.log_code };
    await recordAudit(db, audit, {
      action: "course_log.referral.accepted",
      subject: { type: "course_log", id: log.id },
      before: { instructor_id: log.instructorId, dive_center_id: log.diveCenterId },
      after: { ...base, instructor_id: userId, dive_center_id: center?.id ?? null },
    });
    const sides = new Map<number, string>();
    if (log.diveCenterId !== null) sides.set(log.diveCenterId, "sent");
    if (center) sides.set(center.id, sides.has(center.id) ? "within" : "received");
    for (const [centerId, direction] of sides) {
      await recordAudit(db, audit, {
        action: "dive_center.referral.accepted",
        subject: { type: "dive_center", id: centerId },
        after: {
          ...base, course_log_id: log.id, direction,
          from_instructor_id: log.instructorId, from_center_id: log.diveCenterId,
          to_instructor_id: userId, to_center_id: center?.id ?? null,
        },
      });
    }
    const diver = row.courseLog.user;
    await sendMail({
      to: diver.email,
      kind: "referral_accepted",
      ...referralAcceptedMail({
        firstName: diver.firstName,
        lang: diver.defaultLanguage,
        course: row.courseLog.course.name,
        instructor: fullNameOf(moved.instructor!) ?? moved.instructor!.memberId,
        center: center?.name ?? null,
        url: `${env().appUrl}/courses/${encodeURIComponent(claims.log_code)}`,
      }),
    });
    return claims.log_code;
  });
  return getStudentProgress(userId, logCode, lang);
}
