import { createHash } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db/client";

// Per-account sign-in throttling (contract section 5, decision 0024): every password or
// second-factor code tried for one account counts, whatever the address it comes from. The first
// FREE_ATTEMPTS are free; after that each further attempt waits twice as long as the previous
// one, capped, so the owner is never locked out for good. A completed sign-in or a password
// reset clears the count. Kept in the database so every app instance shares it.
//
// An attempt is counted when it starts (under a row lock), so parallel guesses cannot slip past
// the count; an attempt that turns out not to be a failure gives its count back.

export const THROTTLE = {
  freeAttempts: 5,
  baseSeconds: 5,
  capSeconds: 15 * 60,
  /** A count not touched for this long starts again from zero. */
  forgetSeconds: 24 * 3600,
} as const;

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Seconds the next attempt must wait after `failures` counted attempts: 0 up to the free
 * attempts, then 5 s, 10 s, 20 s, … doubling, at most 15 minutes.
 */
export function throttleDelaySeconds(failures: number): number {
  if (failures < THROTTLE.freeAttempts) return 0;
  const exponent = failures - THROTTLE.freeAttempts;
  // 2^exponent grows past the cap long before it overflows; stop computing it there.
  if (exponent >= 30) return THROTTLE.capSeconds;
  return Math.min(THROTTLE.capSeconds, THROTTLE.baseSeconds * 2 ** exponent);
}

/** The throttle subject of an account. */
export const accountKey = (userId: number) => `user:${userId}`;

/** The subject of an address without an account (so unknown addresses behave like known ones). */
export function emailKey(email: string): string {
  return email.length <= 200 ? `email:${email}` : `email:sha256:${createHash("sha256").update(email).digest("hex")}`;
}

export const throttled = (retryAfter: number) =>
  new AppError("rate_limited", "Too many sign-in attempts for this account. Please try again later.", { retryAfter });

/**
 * Counts one attempt for `key`; throws the 429 (with Retry-After) when the account must still
 * wait. Call before checking the password or code.
 */
export async function beginAttempt(key: string): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO login_throttles (key, failures, last_attempt) VALUES (${key}, 0, now()) ON CONFLICT (key) DO NOTHING`;
    const rows = await tx.$queryRaw<{ failures: number; last_attempt: Date; blocked_until: Date | null; now: Date }[]>`
      SELECT failures, last_attempt, blocked_until, now() AS now FROM login_throttles WHERE key = ${key} FOR UPDATE`;
    const row = rows[0];
    if (!row) return;
    const now = new Date(row.now).getTime();
    if (row.blocked_until && new Date(row.blocked_until).getTime() > now) {
      throw throttled(Math.max(1, Math.ceil((new Date(row.blocked_until).getTime() - now) / 1000)));
    }
    const stale = now - new Date(row.last_attempt).getTime() > THROTTLE.forgetSeconds * 1000;
    const failures = (stale ? 0 : row.failures) + 1;
    const delay = throttleDelaySeconds(failures);
    await tx.$executeRaw`
      UPDATE login_throttles SET failures = ${failures}, last_attempt = now(),
        blocked_until = CASE WHEN ${delay}::int > 0 THEN now() + make_interval(secs => ${delay}::int) ELSE NULL END
      WHERE key = ${key}`;
  });
}

/** The attempt was no failure but the sign-in is not complete yet (password right, code to come). */
export async function attemptNotFailed(key: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`
    UPDATE login_throttles SET failures = GREATEST(failures - 1, 0),
      blocked_until = CASE WHEN failures - 1 < ${THROTTLE.freeAttempts}::int THEN NULL ELSE blocked_until END
    WHERE key = ${key}`;
}

/** A completed sign-in or a password reset: the count starts again. */
export async function clearThrottle(key: string, db?: Db | Tx): Promise<void> {
  const client = db ?? (await getDb());
  await client.loginThrottle.deleteMany({ where: { key } });
}
