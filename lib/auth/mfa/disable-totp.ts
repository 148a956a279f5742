import { conflict } from "@/lib/api/errors";
import { secondFactorMethods } from "@/lib/auth/mfa/methods";
import { confirmPassword } from "@/lib/auth/mfa/password-check";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

/**
 * Removes the authenticator app after the password; the recovery codes go too when no other
 * second factor (a passkey) remains.
 */
export async function disableTotp(userId: number, password: string, client: ClientInfo): Promise<void> {
  await confirmPassword(userId, password);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const removed = await tx.mfaTotp.deleteMany({ where: { userId, enabledAt: { not: null } } });
    if (removed.count !== 1) throw conflict("Two-step sign-in with an authenticator app is not on.");
    if (!(await secondFactorMethods(tx, userId)).length) await tx.mfaRecoveryCode.deleteMany({ where: { userId } });
    await recordClientEvent(tx, client, { userId, type: "mfa.totp_disabled" });
  });
}
