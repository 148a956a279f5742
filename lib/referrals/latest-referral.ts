import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ymd } from "@/lib/dates";
import type { LatestReferral } from "@/lib/referrals/schema";
import { qrSvg } from "@/lib/users/qr";

// The referral a diver hands over (the course page) or the instructor shows again (the student's
// page): the newest one of the log that can still be accepted — not accepted, not expired, issued
// by the log's instructor now. The QR code holds a link to the accept page naming the referral by
// its id (a full code is too long for a QR code); the page verifies the stored code as it would a
// pasted one.

export const referralLink = (jti: string) => `${env().appUrl}/professional/referrals?ref=${encodeURIComponent(jti)}`;

export async function latestReferral(where: { logCode: string; userId?: number; instructorId?: number }, now = new Date()): Promise<LatestReferral> {
  const db = await getDb();
  const log = await db.courseLog.findFirst({ where, select: { id: true, instructorId: true, status: true } });
  if (!log || log.instructorId === null || log.status !== "active") return null;
  const row = await db.referral.findFirst({
    where: { courseLogId: log.id, acceptedAt: null, expiresAt: { gt: now }, fromInstructorId: log.instructorId, code: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { jti: true, code: true, expiresAt: true },
  });
  if (!row?.code) return null;
  const link = referralLink(row.jti);
  return { code: row.code, expires_on: ymd(row.expiresAt), link, qrSvg: await qrSvg(link) };
}
