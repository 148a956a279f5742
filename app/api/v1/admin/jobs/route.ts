import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listJobs } from "@/lib/jobs/list-jobs";
import { ZJobQuery } from "@/lib/jobs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZJobQuery,
    handler: async ({ query, url }) => ok("Jobs retrieved.", await listJobs(query, url)),
  }),
});
