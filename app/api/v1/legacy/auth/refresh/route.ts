import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { LEGACY_GRACE_SECONDS, legacyHeaders, legacyRefresh } from "@/lib/auth/legacy";
import { policies } from "@/lib/api/rate-limit";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    expiredGraceSeconds: LEGACY_GRACE_SECONDS,
    rateLimit: [{ policy: policies.refresh }],
    handler: async ({ user }) => ok("Token refreshed.", await legacyRefresh(user), legacyHeaders),
  }),
});
