import { invalidField } from "@/lib/api/errors";
import { randomToken } from "@/lib/auth/keys";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions/revoke-all-sessions";
import { revokeOtherSessions } from "@/lib/auth/sessions/revoke-other-sessions";
import { getDb } from "@/lib/db/client";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { deleteExportsOf } from "@/lib/privacy/build-export";
import type { Lang } from "@/lib/i18n/language";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail/send-mail";
import { passwordChangedMail } from "@/lib/mail/templates";

async function checkPassword(userId: number, password: string, field: string) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, email: true, firstName: true } });
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidField(field, "The password is incorrect.");
  return user;
}

/** New password; every other session ends, the current one goes on. */
export async function changePassword(
  userId: number,
  currentJti: string,
  input: { current_password: string; password: string },
  lang: Lang,
  client?: ClientInfo,
) {
  const user = await checkPassword(userId, input.current_password, "current_password");
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeOtherSessions(tx, userId, currentJti);
    await recordClientEvent(tx, client, { userId, type: "password.changed" });
  });
  await sendMail({ to: user.email, kind: "password_changed", ...passwordChangedMail({ firstName: user.firstName ?? "", lang }) }).catch((e) =>
    logger.error("password changed mail failed", { error: (e as Error).message }),
  );
}

/**
 * What closing an account erases (decision 0004): every personal field but the name and member
 * id. Shared by the holder's own deletion and staff closing an account (lib/admin-users).
 */
export function closedAccountErasure(userId: number, passwordHash: string) {
  return {
    email: `closed-${userId}@deleted.invalid`,
    passwordHash,
    nationality: null, state: null, stateCode: null, city: null, address: null, timezone: null,
    postalCode: null, phone: null, mobile: null, gender: null, dob: null, avatarPath: null,
    nokFirstName: null, nokLastName: null, nokPhone: null, nokEmail: null, nokCountry: null,
    guardianFirstName: null, guardianLastName: null, guardianEmail: null,
  };
}

/**
 * Closes the account and erases personal data. Name and member id stay, so certifications the
 * diver earned remain verifiable (see docs/decisions/0004-account-deletion.md).
 */
export async function deleteAccount(userId: number, password: string) {
  await checkPassword(userId, password, "password");
  const passwordHash = await hashPassword(randomToken());
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { status: "closed", statusReason: "Closed by the account holder.", ...closedAccountErasure(userId, passwordHash) },
    });
    await tx.oneTimeToken.deleteMany({ where: { userId } });
    await revokeAllSessions(tx, userId);
    await tx.knownDevice.deleteMany({ where: { userId } });
  });
  // The export ZIPs are copies of the personal data just erased.
  await deleteExportsOf(userId);
}
