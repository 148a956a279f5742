import { codeMethod, useSecondFactorCode } from "@/lib/auth/mfa/codes";
import { completeSecondStep } from "@/lib/auth/mfa/challenge";
import { unusedRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { issueTokenPair } from "@/lib/auth/sessions/issue-token-pair";
import type { TokenResponse } from "@/lib/auth/schema";
import { getDb } from "@/lib/db/client";

/** Finishes a sign-in with a TOTP or recovery code; the account id of the completed step. */
export async function completeWithCode(mfaToken: string, code: string, client: ClientInfo) {
  const method = codeMethod(code);
  const done = await completeSecondStep(mfaToken, { method, verify: (userId) => useSecondFactorCode(userId, code) }, client);
  if (method === "recovery_code") {
    const db = await getDb();
    await recordClientEvent(db, client, { userId: done.userId, type: "mfa.recovery_code_used", detail: { remaining: await unusedRecoveryCodes(db, done.userId) } });
  }
  return done;
}

/** POST /auth/mfa/verify: the usual token pair once the code is right. */
export async function verifyMfa(input: { mfa_token: string; code: string }, client: ClientInfo): Promise<TokenResponse> {
  const done = await completeWithCode(input.mfa_token, input.code, client);
  return issueTokenPair(done.userId, done.deviceName, client);
}
