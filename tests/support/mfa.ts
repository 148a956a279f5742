import { seal } from "@/lib/auth/keys";
import { replaceRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { newTotpSecret, totpCode, totpStep } from "@/lib/auth/mfa/totp";
import { getDb } from "@/lib/db/client";

// Second factors for tests: an account with TOTP on (as if set up and confirmed), and the codes
// an authenticator app would show, computed with the same library as the service.

export type EnrolledTotp = { secret: string; recoveryCodes: string[] };

/** TOTP on for the account, with ten recovery codes; no step used yet. */
export async function enrolTotp(userId: number): Promise<EnrolledTotp> {
  const db = await getDb();
  const secret = newTotpSecret();
  const now = new Date();
  await db.mfaTotp.upsert({
    where: { userId },
    create: { userId, secretSealed: seal(secret), enabledAt: now },
    update: { secretSealed: seal(secret), enabledAt: now, lastUsedStep: null, pendingSealed: null, pendingCreatedAt: null },
  });
  const recoveryCodes = await replaceRecoveryCodes(db, userId);
  return { secret, recoveryCodes };
}

/** The code of the current step, or `steps` steps away (+1: the next code, still accepted). */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() / 1000 + steps * 30);

/**
 * A code the service accepts now and that was not used yet: the current step's, or the next
 * step's when the current one was used (the ±1 window), read from the stored last used step.
 */
export async function freshCode(userId: number, secret: string): Promise<string> {
  const db = await getDb();
  const row = await db.mfaTotp.findUniqueOrThrow({ where: { userId } });
  const now = totpStep();
  if (row.lastUsedStep !== null && row.lastUsedStep >= now + 1) throw new Error("both the current and the next code were used: wait for the next step");
  return row.lastUsedStep !== null && row.lastUsedStep >= now ? codeAt(secret, 1) : codeAt(secret);
}
