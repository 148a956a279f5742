import { invalidField } from "@/lib/api/errors";
import { hit, policies } from "@/lib/api/rate-limit";
import { randomToken, tokenHash } from "@/lib/auth/keys";
import { hashPassword } from "@/lib/auth/password";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { revokeAllSessions } from "@/lib/auth/sessions/revoke-all-sessions";
import { accountKey, clearThrottle } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail/send-mail";
import { resetPasswordMail } from "@/lib/mail/templates";

const TTL_MINUTES = 60;

/** Same answer whether or not the address exists; the e-mail goes out only when it does. */
export async function requestPasswordReset(email: string, ip: string, lang: Lang): Promise<void> {
  await hit(policies.passwordReset, ip);
  await hit(policies.emailSend, `reset:${email}`);
  const db = await getDb();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, firstName: true, status: true, defaultLanguage: true } });
  if (!user || user.status === "closed") return;
  const token = randomToken();
  await db.$transaction([
    // Only the newest link works.
    db.oneTimeToken.deleteMany({ where: { userId: user.id, purpose: "password_reset" } }),
    db.oneTimeToken.create({
      data: { userId: user.id, purpose: "password_reset", tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + TTL_MINUTES * 60_000) },
    }),
  ]);
  const url = `${env().appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  // Not awaited: the answer must take the same time and say the same thing whether or not the
  // address exists, so the SMTP conversation happens after it and a failure is only logged.
  void sendMail({ to: email, kind: "password_reset", ...resetPasswordMail({ firstName: user.firstName ?? "", url, lang, minutes: TTL_MINUTES }) }).catch(
    (e) => logger.error("password reset mail failed", { error: (e as Error).message }),
  );
}

export async function resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
  const db = await getDb();
  const invalid = () => invalidField("token", "This password reset token is invalid.");
  const row = await db.oneTimeToken.findUnique({
    where: { tokenHash: tokenHash(input.token) },
    select: { id: true, userId: true, purpose: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!row || row.purpose !== "password_reset" || row.usedAt || row.expiresAt < new Date() || row.user.email !== input.email) {
    throw invalid();
  }
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const used = await tx.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count !== 1) throw invalid();
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await revokeAllSessions(tx, row.userId);
    // The owner proved control of the mailbox: sign-in throttling starts again.
    await clearThrottle(accountKey(row.userId), tx);
    await recordSecurityEvent(tx, { userId: row.userId, type: "password.reset" });
  });
}
