import { z } from "zod";
import { env } from "@/lib/env";
import { defineTask } from "@/lib/jobs/task";
import { deliverOutboxEmail } from "@/lib/mail/deliver-outbox-email";

// Retries from MAIL_RETRY_DELAY_SECONDS (2 s) doubling with up to 100% jitter (pg-boss's
// backoff: the n-th retry waits delay·2^(n-1) to delay·2^n): a server back after a one-minute
// outage gets the message at most 64 s later; 16 retries keep trying for 36 to 72 hours.
export const sendEmailTask = defineTask({
  name: "send-email",
  payload: z.object({ outbox_id: z.number().int().positive() }),
  run: async ({ outbox_id }, job) => {
    await deliverOutboxEmail(outbox_id, job);
  },
  retry: () => ({ limit: env().jobs.mailRetryLimit, delaySeconds: env().jobs.mailRetryDelaySeconds, backoff: true }),
  // SMTP's own timeouts (10 s connect, 30 s socket) end a hung send well before this.
  expireInSeconds: 120,
  concurrency: 4,
});
