import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listDiveLogChanges } from "@/lib/sync/list-dive-log-changes";
import { ZDiveLogChanges } from "@/lib/sync/record-schema";
import { ZSinceQuery } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZSinceQuery,
    docs: {
      tag: "Sync",
      summary: "Dive logs changed since a cursor",
      description: "Every dive log of the diver changed after `since` (web edits, signatures), oldest change first, 500 at most per page; deleted ones by uuid. Send `next_cursor` back as `since`; no change is skipped when writes commit out of order.",
      errors: { 422: "The cursor was not given by this route." },
    },
    response: { description: "The changes.", data: ZDiveLogChanges },
    handler: async ({ user, query }) => ok("Dive log changes retrieved.", await listDiveLogChanges(user.id, query.since)),
  }),
});
