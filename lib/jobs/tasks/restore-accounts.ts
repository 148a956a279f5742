import { z } from "zod";
import { restoreDueAccounts } from "@/lib/admin-users/restore-due";
import { defineTask } from "@/lib/jobs/task";

// Hourly (restore dates are UTC days): a suspension ending today is lifted within the first hour
// of the day, and a run missed while no worker was up catches up at the next one (decision 0028).
export const restoreAccountsTask = defineTask({
  name: "restore-accounts",
  payload: z.object({}).passthrough(),
  run: async () => {
    await restoreDueAccounts();
  },
  retry: () => ({ limit: 3, delaySeconds: 30, backoff: true }),
  expireInSeconds: 600,
  schedule: "3 * * * *",
});
