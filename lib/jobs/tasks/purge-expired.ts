import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { defineTask } from "@/lib/jobs/task";

// What each purge keeps, and why (decision 0020):
// - one-time tokens: used or expired ones are dead; kept a day for support questions.
// - refresh tokens: an expired token is refused as expired whatever its family, so reuse detection
//   no longer needs it; kept a day past expiry. Denylisted access tokens: gone once expired
//   (an expired JWT is refused anyway).
// - rate-limit buckets: gone once their window has expired.
// - second-step challenges: dead 5 minutes after they were made; kept a day.
// - per-account sign-in throttles: forgotten a day after the last attempt (lib/auth/throttle.ts).
// - sync results: exactly-once needs the (user, client, op id) row while a device may still send
//   the same operation again; devices give up an unsent operation long before 90 days, so results
//   older than 90 days go. A replay after that would be applied as new.
export const SYNC_RESULT_DAYS = 90;
const DAY = 86_400_000;

export async function purgeExpired(now = new Date()): Promise<Record<string, number>> {
  const db = await getDb();
  const dayAgo = new Date(now.getTime() - DAY);
  const counts = {
    one_time_tokens: (await db.oneTimeToken.deleteMany({ where: { OR: [{ usedAt: { lt: dayAgo } }, { expiresAt: { lt: dayAgo } }] } })).count,
    refresh_tokens: (await db.refreshToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } })).count,
    revoked_access_tokens: (await db.revokedAccessToken.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    rate_limit_buckets: (await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } })).count,
    sync_operations: (await db.syncOperation.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - SYNC_RESULT_DAYS * DAY) } } })).count,
    mfa_challenges: (await db.mfaChallenge.deleteMany({ where: { expiresAt: { lt: dayAgo } } })).count,
    login_throttles: (await db.loginThrottle.deleteMany({ where: { lastAttempt: { lt: dayAgo }, OR: [{ blockedUntil: null }, { blockedUntil: { lt: now } }] } })).count,
  };
  logger.info("purged expired rows", counts);
  return counts;
}

export const purgeExpiredTask = defineTask({
  name: "purge-expired",
  payload: z.object({}).passthrough(),
  run: async () => {
    await purgeExpired();
  },
  retry: () => ({ limit: 3, delaySeconds: 60, backoff: true }),
  expireInSeconds: 600,
  // Daily at 03:17 UTC (off the hour, when nothing else is scheduled).
  schedule: "17 3 * * *",
});
