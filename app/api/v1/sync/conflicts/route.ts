import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listConflicts } from "@/lib/sync/list-conflicts";
import { ZConflictsQuery } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZConflictsQuery,
    handler: async ({ user, query, url }) => ok("Open conflicts retrieved.", await listConflicts(user.id, query, url)),
  }),
});
