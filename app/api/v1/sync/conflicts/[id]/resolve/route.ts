import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { resolveConflict } from "@/lib/sync/resolve-conflict";
import { ZSyncConflict } from "@/lib/sync/record-schema";
import { ZConflictParams, ZResolveBody } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZConflictParams,
    body: ZResolveBody,
    docs: {
      tag: "Sync",
      summary: "Resolve a conflict",
      description: "`keep: client` writes the uploaded payload as a normal update (same checks); `keep: server` leaves the dive as it is. Either closes the conflict.",
      errors: { 404: "No such conflict of yours.", 409: "Already resolved, or the dive is signed and locked (keep client)." },
    },
    response: { description: "The resolved conflict.", data: ZSyncConflict },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => ok("Conflict resolved.", await resolveConflict(user.id, params.id, body.keep)),
  }),
});
