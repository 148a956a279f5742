import { randomBytes } from "node:crypto";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit, type AuditContext } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { assertWritable } from "@/lib/learning/course-log-scope";
import { courseLogStatus } from "@/lib/learning/progress";
import { assertProfessionalActive } from "@/lib/professional/assert-professional-active";
import { expiresOn, referralExpiry, signReferral } from "@/lib/referrals/referral-code";
import { referralLogSelect, referralRecord } from "@/lib/referrals/referral-record";
import type { ReferralClaims } from "@/lib/referrals/schema";

// POST /professional/students/{log_code}/referral: the course log's instructor (else 404, as every
// student route) signs a referral of an active log (409 when completed, expired or refunded). The
// row keeps the jti (accepted once), who referred from which center, the expiry and the code.

export const COMPLETED_NOT_REFERRED = "A completed course log cannot be referred.";

export async function createReferral(instructorId: number, logCode: string, audit: AuditContext, now = new Date()) {
  await assertProfessionalActive(instructorId);
  const db = await getDb();
  const log = await db.courseLog.findFirst({ where: { logCode, instructorId }, select: referralLogSelect });
  if (!log) throw notFound("Course log");
  assertWritable(log);
  if (courseLogStatus(log, now) === "completed") throw conflict(COMPLETED_NOT_REFERRED);

  const record = await referralRecord(db, log, now);
  const expiresAt = referralExpiry(now);
  const jti = randomBytes(16).toString("base64url");
  const claims: ReferralClaims = {
    iss: env().appUrl,
    jti,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
    ...record,
  };
  const code = await signReferral(claims);
  await db.$transaction(async (tx) => {
    const row = await tx.referral.create({
      data: { jti, courseLogId: log.id, fromInstructorId: instructorId, fromCenterId: log.diveCenterId, expiresAt, code },
      select: { id: true },
    });
    const after = { referral_id: row.id, jti, log_code: log.logCode, expires_at: expiresAt.toISOString() };
    await recordAudit(tx, audit, { action: "course_log.referral.created", subject: { type: "course_log", id: log.id }, after });
    if (log.diveCenterId !== null) {
      await recordAudit(tx, audit, { action: "dive_center.referral.created", subject: { type: "dive_center", id: log.diveCenterId }, after: { ...after, course_log_id: log.id } });
    }
  });
  return { code, expires_on: expiresOn(claims), referral: claims };
}
