import { createHash } from "node:crypto";
import { AppError, conflict, notFound } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { checkSignature, signedUrl } from "@/lib/auth/signed-url";
import { enrolInvitedSeats } from "@/lib/center-seats/enrol-invited-seats";
import { getDb, inTransaction } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { sendMail } from "@/lib/mail/send-mail";
import { verifyEmailMail } from "@/lib/mail/templates";

const TTL_SECONDS = 60 * 60;
export const emailHash = (email: string) => createHash("sha1").update(email).digest("hex");
const verifyPath = (id: number, email: string) => `/api/v1/auth/email/verify/${id}/${emailHash(email)}`;

export async function sendVerificationEmail(user: { id: number; email: string; firstName: string | null }, lang: Lang) {
  await hit(policies.emailSend, `verify:${user.id}`);
  const url = signedUrl(verifyPath(user.id, user.email), TTL_SECONDS);
  await sendMail({ to: user.email, kind: "verify_email", ...verifyEmailMail({ firstName: user.firstName ?? "", url, lang }) });
}

export async function resendVerificationEmail(userId: number, lang: Lang) {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, emailVerifiedAt: true } });
  if (!user) throw notFound("User");
  if (user.emailVerifiedAt) throw conflict("Your email address is already verified.");
  await sendVerificationEmail(user, lang);
}

/** Follows a signed verification link; a second use changes nothing. */
export async function verifyEmail(id: number, hash: string, expires?: string, signature?: string) {
  const check = checkSignature(`/api/v1/auth/email/verify/${id}/${hash}`, expires ?? null, signature ?? null);
  if (check === "invalid") throw new AppError("forbidden", "Invalid signature.");
  if (check === "expired") throw new AppError("forbidden", "This verification link has expired. Request a new one.");
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id }, select: { email: true, emailVerifiedAt: true } });
  // The link names the address it was sent to; after an e-mail change the old link is void.
  if (!user || emailHash(user.email) !== hash) throw new AppError("forbidden", "Invalid signature.");
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  // Seats a dive center assigned to this address wait for it to be verified (decision 0046): they
  // become course logs in the same transaction, so a verified address never misses its seat.
  await inTransaction(async () => {
    const tx = await getDb();
    const verified = await tx.user.updateMany({ where: { id, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    if (verified.count === 1) await enrolInvitedSeats(tx, { id, email: user.email });
  });
  return { alreadyVerified: false };
}
