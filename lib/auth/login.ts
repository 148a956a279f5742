import type { Role } from "@/generated/prisma/enums";
import { AppError } from "@/lib/api/errors";
import { clearHits, hit, policies } from "@/lib/api/rate-limit";
import { createChallenge, type MfaChallengeAnswer } from "@/lib/auth/mfa/challenge";
import { secondFactorMethods, type MfaMethod } from "@/lib/auth/mfa/methods";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import type { TokenResponse } from "@/lib/auth/schema";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { issueTokenPair } from "@/lib/auth/sessions/issue-token-pair";
import { accountKey, attemptNotFailed, beginAttempt, clearThrottle, emailKey } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";

const invalid = () => new AppError("unauthenticated", "Invalid credentials.");

export type PasswordStep = {
  user: { id: number; email: string; role: Role };
  /** The account's second factors; empty when the password alone signs in. */
  methods: MfaMethod[];
};

/**
 * The account behind an e-mail and password; the same failure whichever of the two is wrong.
 * Limited per address (fixed windows) and per account (lib/auth/throttle.ts, whatever the
 * address). Without a second factor the sign-in is complete here; with one it is not (and the
 * account's throttle is not cleared until the second step succeeds).
 */
export async function passwordStep(email: string, password: string, client: ClientInfo): Promise<PasswordStep> {
  await hit(policies.loginIp, client.ip);
  await hit(policies.login, `${client.ip}:${email}`);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true, status: true },
  });
  const known = user && user.status !== "closed" ? user : null;
  // Addresses without an account are throttled the same way, so the answers do not tell them apart.
  const key = known ? accountKey(known.id) : emailKey(email);
  try {
    await beginAttempt(key);
  } catch (e) {
    if (e instanceof AppError && e.code === "rate_limited") {
      await recordClientEvent(db, client, { userId: known?.id ?? null, type: "login.throttled", detail: known ? { step: "password" } : { step: "password", email } });
    }
    throw e;
  }
  if (!known) {
    await burnPasswordCheck(password);
    await recordClientEvent(db, client, {
      userId: user?.id ?? null,
      type: "login.failure",
      detail: user ? { reason: "closed" } : { reason: "unknown_email", email },
    });
    throw invalid();
  }
  if (!(await verifyPassword(known.passwordHash, password))) {
    await recordClientEvent(db, client, { userId: known.id, type: "login.failure", detail: { reason: "password" } });
    throw invalid();
  }
  await clearHits(policies.login, `${client.ip}:${email}`);
  const methods = await secondFactorMethods(db, known.id);
  if (methods.length) {
    await attemptNotFailed(key);
  } else {
    await clearThrottle(key, db);
    await recordClientEvent(db, client, { userId: known.id, type: "login.success", detail: { method: "password" } });
  }
  return { user: { id: known.id, email: known.email, role: known.role }, methods };
}

/** POST /auth/login: the token pair, or the second-factor challenge for accounts with one. */
export async function login(
  input: { email: string; password: string; device_name?: string | null },
  client: ClientInfo,
): Promise<TokenResponse | MfaChallengeAnswer> {
  const { user, methods } = await passwordStep(input.email, input.password, client);
  if (methods.length) return createChallenge(user.id, methods, input.device_name, client);
  return issueTokenPair(user.id, input.device_name, client);
}
