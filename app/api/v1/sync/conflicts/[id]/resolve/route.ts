import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { resolveConflict } from "@/lib/sync/resolve-conflict";
import { ZConflictParams, ZResolveBody } from "@/lib/sync/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZConflictParams,
    body: ZResolveBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => ok("Conflict resolved.", await resolveConflict(user.id, params.id, body.keep)),
  }),
});
