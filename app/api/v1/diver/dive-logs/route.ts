import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createDiveLog } from "@/lib/dive-logs/create-dive-log";
import { listDiveLogs } from "@/lib/dive-logs/list-dive-logs";
import { ZCreateDiveLog, ZDiveLogListQuery } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZDiveLogListQuery,
    handler: async ({ user, query, url }) => ok("Dive logs retrieved.", await listDiveLogs(user.id, query, url)),
  }),
  POST: withApi({
    auth: "verified",
    body: ZCreateDiveLog,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Dive log created.", await createDiveLog(user.id, body)),
  }),
});
