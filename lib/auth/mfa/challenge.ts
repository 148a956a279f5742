import { AppError, invalidField, unauthenticated } from "@/lib/api/errors";
import { randomToken, tokenHash } from "@/lib/auth/keys";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { accountKey, beginAttempt, clearThrottle } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import type { MfaMethod } from "@/lib/auth/mfa/methods";

// The second step of a sign-in (decision 0024). A password accepted for an account with a second
// factor gives an `mfa_token` (random, stored as a keyed hash, 5 minutes); a TOTP code, a
// recovery code or a passkey assertion completes it through completeSecondStep(). Five wrong
// answers in a row void the token; every answer also counts for the account's throttle.

export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
export const MFA_MAX_FAILURES = 5;

export type MfaChallengeAnswer = { mfa_required: true; mfa_token: string; methods: MfaMethod[] };

export async function createChallenge(userId: number, methods: MfaMethod[], deviceName: string | null | undefined, client: ClientInfo): Promise<MfaChallengeAnswer> {
  const db = await getDb();
  const token = randomToken();
  await db.$transaction(async (tx) => {
    await tx.mfaChallenge.create({
      data: {
        userId,
        tokenHash: tokenHash(token),
        deviceName: deviceName ?? null,
        expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000),
      },
    });
    await recordClientEvent(tx, client, { userId, type: "mfa.challenge", detail: { methods } });
  });
  return { mfa_required: true, mfa_token: token, methods };
}

/** What the caller proves with: the method's name and a check of the answer for the account. */
export type SecondStepProof = {
  method: MfaMethod;
  /** True when the answer (code, assertion) is right for this account; may consume it. */
  verify: (userId: number) => Promise<boolean>;
  /** The field a wrong answer is reported on (422); "code" by default. */
  field?: string;
  /** The 422 message of a wrong answer. */
  message?: string;
};

export type CompletedSecondStep = { userId: number; deviceName: string | null; method: MfaMethod };

/**
 * Completes the sign-in behind `mfaToken` with a proof: 401 when the token is unknown, expired,
 * used or voided; 429 while the account is throttled; 422 on the proof's field when wrong (the
 * fifth wrong answer voids the token). The caller then opens the session (API tokens or the
 * browser's next-auth session).
 */
export async function completeSecondStep(mfaToken: string, proof: SecondStepProof, client: ClientInfo): Promise<CompletedSecondStep> {
  const db = await getDb();
  const challenge = await db.mfaChallenge.findUnique({ where: { tokenHash: tokenHash(mfaToken) } });
  if (!challenge || challenge.consumedAt || challenge.voidedAt || challenge.expiresAt <= new Date()) throw unauthenticated();
  const userId = challenge.userId;
  const key = accountKey(userId);
  try {
    await beginAttempt(key);
  } catch (e) {
    if (e instanceof AppError && e.code === "rate_limited") {
      await recordClientEvent(db, client, { userId, type: "login.throttled", detail: { step: "second_factor" } });
    }
    throw e;
  }
  if (!(await proof.verify(userId))) {
    const updated = await db.mfaChallenge.update({ where: { id: challenge.id }, data: { failedAttempts: { increment: 1 } } });
    const voided = updated.failedAttempts >= MFA_MAX_FAILURES;
    await db.$transaction(async (tx) => {
      if (voided) await tx.mfaChallenge.update({ where: { id: challenge.id }, data: { voidedAt: new Date() } });
      await recordClientEvent(tx, client, { userId, type: "mfa.failure", detail: { method: proof.method, attempt: updated.failedAttempts } });
      if (voided) await recordClientEvent(tx, client, { userId, type: "mfa.token_voided" });
    });
    throw invalidField(proof.field ?? "code", proof.message ?? "The code is invalid.");
  }
  const consumed = await db.$transaction(async (tx) => {
    const claimed = await tx.mfaChallenge.updateMany({
      where: { id: challenge.id, consumedAt: null, voidedAt: null },
      data: { consumedAt: new Date() },
    });
    if (claimed.count !== 1) return false;
    await clearThrottle(key, tx);
    await recordClientEvent(tx, client, { userId, type: "mfa.success", detail: { method: proof.method } });
    await recordClientEvent(tx, client, { userId, type: "login.success", detail: { method: proof.method } });
    return true;
  });
  if (!consumed) throw unauthenticated();
  return { userId, deviceName: challenge.deviceName, method: proof.method };
}
