import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { JobContext } from "@/lib/jobs/task";
import { logger } from "@/lib/log";
import { providerTokenRefused, pushPassUpdates, type ApnsResult } from "@/lib/wallet/apple/apns";
import { appleSigner } from "@/lib/wallet/apple/signer";

// The push-wallet-passes job's work (decision 0050): tell every device registered for one
// certification's pass that it changed; each then asks our PassKit web service for the latest
// pass. Devices APNs calls gone are forgotten; anything that may pass (throttling, Apple's
// errors, the network) throws, and the job is retried.

/** APNs says this device token is dead for the pass type: its registrations go. */
const gone = (r: ApnsResult) => r.status === 410 || (r.status === 400 && r.reason === "BadDeviceToken");
/** Worth another attempt later: no answer, throttled, Apple's own errors, or a provider token refused (a new one is signed). */
const passing = (r: ApnsResult) => r.status === null || r.status === 429 || r.status >= 500 || providerTokenRefused(r);

export async function pushPassChanged(certificationId: number, job?: JobContext): Promise<void> {
  const { apns, apple } = env().wallet;
  // Settings removed since the job was queued: nothing to push with.
  if (!apns || apple.mode === "off") return;
  const signer = await appleSigner();
  if (!signer) return;
  const db = await getDb();
  // The pass type's registrations only: a push's topic is the pass type, and a device of another
  // pass type (a test pass kept from before production keys) cannot be reached with it.
  const rows = await db.appleWalletRegistration.findMany({
    where: { certificationId, passTypeId: signer.passTypeId },
    select: { pushToken: true },
    distinct: ["pushToken"],
    orderBy: { pushToken: "asc" },
  });
  if (rows.length === 0) return;
  const results = await pushPassUpdates(
    rows.map((r) => r.pushToken),
    { keyPem: apns.keyPem, keyId: apns.keyId, teamId: signer.teamId, url: apns.url, topic: signer.passTypeId },
  );
  for (const r of results.filter(gone)) {
    // A 410 carries the time since which the token is dead: a device that registered again after
    // it keeps its registration (Apple's advice); without one, the token's registrations go.
    const before = r.timestamp !== null ? { updatedAt: { lt: new Date(r.timestamp) } } : {};
    await db.appleWalletRegistration.deleteMany({ where: { pushToken: r.token, passTypeId: signer.passTypeId, ...before } });
  }
  const fields = {
    certification_id: certificationId,
    job_id: job?.id,
    devices: results.length,
    delivered: results.filter((r) => r.status === 200).length,
    forgotten: results.filter(gone).length,
  };
  const retry = results.filter(passing);
  const refused = results.filter((r) => r.status !== 200 && !gone(r) && !passing(r));
  // Refusals no retry mends (a topic the key may not push to, a payload Apple rejects): a
  // configuration to fix, logged as errors, not retried.
  if (refused.length > 0) logger.error("wallet pass pushes refused by APNs", { ...fields, refused: refused.map((r) => `${r.status} ${r.reason}`) });
  if (retry.length > 0) {
    const why = [...new Set(retry.map((r) => (r.status === null ? r.reason : `${r.status} ${r.reason}`)))].join("; ");
    throw new Error(`APNs did not take ${retry.length} of ${results.length} wallet pass push(es): ${why}`);
  }
  logger.info("wallet pass pushes sent", fields);
}
