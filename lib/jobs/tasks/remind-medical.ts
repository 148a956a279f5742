import { z } from "zod";
import { defineTask } from "@/lib/jobs/task";
import { sendDueReminders } from "@/lib/jobs/send-reminders";

// Hourly, so a reminder goes out within the hour its window opens, whichever instance runs it;
// reminders_sent keeps it to once per occasion (lib/jobs/send-reminders.ts).
export const remindMedicalTask = defineTask({
  name: "remind-medical",
  payload: z.object({}).passthrough(),
  run: async () => {
    await sendDueReminders("medical");
  },
  retry: () => ({ limit: 3, delaySeconds: 30, backoff: true }),
  expireInSeconds: 600,
  schedule: "7 * * * *",
});
