import { z } from "zod";
import { defineTask } from "@/lib/jobs/task";
import { pushPassChanged } from "@/lib/wallet/apple/push-pass-changed";

// After a certification's pass changed (a revocation): push to the devices that keep it in Apple
// Wallet (lib/wallet/apple/notify-pass-changed.ts enqueues it, only with APNs configured).
// Retries 10 s apart, doubling with jitter: a short APNs outage or throttling is ridden out
// within minutes; the devices still ask for updates by themselves when the pass is opened.
export const pushWalletPassesTask = defineTask({
  name: "push-wallet-passes",
  payload: z.object({ certification_id: z.number().int().positive() }),
  run: async ({ certification_id }, job) => {
    await pushPassChanged(certification_id, job);
  },
  retry: () => ({ limit: 5, delaySeconds: 10, backoff: true }),
  // Each push answers or is given up within 10 s, all of one pass's devices on one session.
  expireInSeconds: 120,
  concurrency: 2,
});
