import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listDiveLogChanges } from "@/lib/sync/list-dive-log-changes";
import { ZSinceQuery } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZSinceQuery,
    handler: async ({ user, query }) => ok("Dive log changes retrieved.", await listDiveLogChanges(user.id, query.since)),
  }),
});
