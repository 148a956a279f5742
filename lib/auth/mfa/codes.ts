import { unseal } from "@/lib/auth/keys";
import { matchTotp } from "@/lib/auth/mfa/totp";
import { looksLikeRecoveryCode, useRecoveryCode } from "@/lib/auth/mfa/recovery-codes";
import type { MfaMethod } from "@/lib/auth/mfa/methods";
import { getDb } from "@/lib/db/client";

/** Which kind of code was typed: six digits are an app code, anything else a recovery code. */
export const codeMethod = (code: string): MfaMethod => (/^\d{6}$/.test(code.replace(/\s/g, "")) ? "totp" : "recovery_code");

/** Uses a TOTP code of the account's active secret; each step's code works once. */
export async function useTotpCode(userId: number, code: string): Promise<boolean> {
  const db = await getDb();
  const row = await db.mfaTotp.findUnique({ where: { userId } });
  if (!row?.enabledAt || !row.secretSealed) return false;
  const secret = unseal(row.secretSealed);
  if (!secret) return false;
  const step = matchTotp(secret, code.replace(/\s/g, ""), row.lastUsedStep);
  if (step === null) return false;
  // Two requests with the same code: only one moves the step on.
  const claimed = await db.mfaTotp.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** A TOTP or recovery code for the account's sign-in; true when it was right (and is now used). */
export async function useSecondFactorCode(userId: number, code: string): Promise<boolean> {
  if (codeMethod(code) === "totp") return useTotpCode(userId, code);
  if (!looksLikeRecoveryCode(code)) return false;
  const db = await getDb();
  return useRecoveryCode(db, userId, code);
}
