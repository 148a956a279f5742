import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { retryJob } from "@/lib/jobs/retry-job";
import { ZJobParams } from "@/lib/jobs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "admin",
    params: ZJobParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ params }) => ok("Job queued again.", await retryJob(params.id)),
  }),
});
