import { z } from "zod";
import { defineTask } from "@/lib/jobs/task";
import { buildExport } from "@/lib/privacy/build-export";

// POST /profile/export's work: build the ZIP, store it, mail the signed link (decision 0026).
export const exportDataTask = defineTask({
  name: "export-data",
  payload: z.object({ export_id: z.uuid() }),
  run: async ({ export_id }, job) => {
    await buildExport(export_id, job);
  },
  retry: () => ({ limit: 2, delaySeconds: 30, backoff: true }),
  // Every record and every file of one account: minutes at most, even with large uploads.
  expireInSeconds: 1800,
  concurrency: 1,
});
