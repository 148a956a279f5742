import { getDb } from "@/lib/db/client";
import { expiresOn, verifyReferralCode } from "@/lib/referrals/referral-code";

// POST /professional/referrals/preview: any professional reads a code before taking the student
// over. The signature is verified offline (published keys); the row only tells whether the code
// was accepted already — an accepted code is still shown (`accepted: true`), a second accept is 409.

export async function previewReferral(code: string, now = new Date()) {
  const referral = await verifyReferralCode(code, now);
  const db = await getDb();
  const row = await db.referral.findUnique({ where: { jti: referral.jti }, select: { acceptedAt: true } });
  return { referral, accepted: row?.acceptedAt != null, expires_on: expiresOn(referral) };
}

/** The stored code of a referral named by its id (the QR code's link), while it can still be accepted. */
export async function openReferralCode(jti: string, now = new Date()): Promise<string | null> {
  const db = await getDb();
  const row = await db.referral.findUnique({ where: { jti }, select: { code: true, acceptedAt: true, expiresAt: true } });
  return row && !row.acceptedAt && row.expiresAt > now ? row.code : null;
}
