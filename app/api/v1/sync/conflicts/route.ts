import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listConflicts } from "@/lib/sync/list-conflicts";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZSyncConflict } from "@/lib/sync/record-schema";
import { ZConflictsQuery } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZConflictsQuery,
    docs: { tag: "Sync", summary: "Open conflicts" },
    response: { description: "A page of open conflicts, oldest first.", data: ZLengthAwarePage(ZSyncConflict) },
    handler: async ({ user, query, url }) => ok("Open conflicts retrieved.", await listConflicts(user.id, query, url)),
  }),
});
