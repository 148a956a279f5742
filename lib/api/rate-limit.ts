import { createHash } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { noteRateLimit } from "@/lib/api/rate-limit-meter";
import { env } from "@/lib/env";

// Fixed-window counters in the database, so every app instance shares them.

export type RateLimitPolicy = { name: string; limit: number; windowSeconds: number };

export const policies = {
  login: { name: "login", limit: 10, windowSeconds: 60 },
  loginIp: { name: "login-ip", limit: 60, windowSeconds: 60 },
  register: { name: "register", limit: 20, windowSeconds: 3600 },
  emailSend: { name: "email-send", limit: 5, windowSeconds: 3600 },
  passwordReset: { name: "password-reset", limit: 10, windowSeconds: 3600 },
  refresh: { name: "refresh", limit: 60, windowSeconds: 60 },
  // Second-factor answers per address (each account is also throttled: lib/auth/throttle.ts).
  mfaVerify: { name: "mfa-verify", limit: 30, windowSeconds: 60 },
  // Setting up, confirming or removing a second factor, per account.
  mfaChange: { name: "mfa-change", limit: 20, windowSeconds: 600 },
  search: { name: "search", limit: 60, windowSeconds: 60 },
  // Checking a person by name and birth date is the one search that could be used to probe who
  // is a member, so it gets a tighter, hourly budget.
  diverSearch: { name: "search-divers", limit: 30, windowSeconds: 3600 },
  write: { name: "write", limit: 120, windowSeconds: 60 },
  // Each upload may be 10 MiB of disk and image work: fewer than other writes.
  upload: { name: "upload", limit: 30, windowSeconds: 3600 },
  // Apple Wallet's web service, per client address (carriers put many phones behind one): a phone
  // registers each pass it holds once, and asks for changes after a push or a pull to refresh.
  // Wallet passes per account (the API's and the page's downloads together): a pass is signed on request.
  applePass: { name: "apple-wallet-pass", limit: 30, windowSeconds: 3600 },
  googleSaveLink: { name: "google-wallet-link", limit: 30, windowSeconds: 3600 },
  walletRegistration: { name: "wallet-registration", limit: 120, windowSeconds: 60 },
  walletUpdates: { name: "wallet-updates", limit: 120, windowSeconds: 60 },
  // Wallet's error reports are only logged: few are needed to see a problem.
  walletLog: { name: "wallet-log", limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** Counts one hit; throws a 429 AppError (with Retry-After) when the window is full. */
export async function hit(policy: RateLimitPolicy, subject: string): Promise<void> {
  const db = await getDb();
  const key = bucketKey(policy, subject);
  const limit = policy.limit * env().rateLimitMultiplier;
  const rows = await db.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, window_start, expires_at)
    VALUES (${key}, 1, now(), now() + make_interval(secs => ${policy.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.expires_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      window_start = CASE WHEN rate_limit_buckets.expires_at <= now() THEN now() ELSE rate_limit_buckets.window_start END,
      expires_at = CASE WHEN rate_limit_buckets.expires_at <= now()
        THEN now() + make_interval(secs => ${policy.windowSeconds}) ELSE rate_limit_buckets.expires_at END
    RETURNING count, window_start`;
  const row = rows[0];
  if (row) noteRateLimit(limit, row.count);
  if (row && row.count > limit) {
    const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
    const retryAfter = Math.max(1, Math.ceil(policy.windowSeconds - elapsed));
    throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfter });
  }
}

/** Forget the counter (a successful login clears its failures). */
export async function clearHits(policy: RateLimitPolicy, subject: string): Promise<void> {
  const db = await getDb();
  await db.rateLimitBucket.deleteMany({ where: { key: bucketKey(policy, subject) } });
}

/**
 * Subjects come from client text (X-Forwarded-For, e-mail addresses); a long one is hashed so
 * the key always fits the primary-key index.
 */
export function bucketKey(policy: RateLimitPolicy, subject: string): string {
  const short = subject.length <= 200 ? subject : `sha256:${createHash("sha256").update(subject).digest("hex")}`;
  return `${policy.name}:${short}`;
}
