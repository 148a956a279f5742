import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { retryJob } from "@/lib/jobs/retry-job";
import { ZJobParams, ZJobRecord } from "@/lib/jobs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZJobParams,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Admin",
      summary: "Retry a failed job",
      description: "Puts a failed job back in the queue, due at once, with one more attempt. An e-mail already sent is never sent again by it.",
      errors: { 404: "No such job (or archived).", 409: "The job is not failed." },
    },
    response: { description: "The job, waiting again.", data: ZJobRecord },
    handler: async ({ params }) => ok("Job queued again.", await retryJob(params.id)),
  }),
});
