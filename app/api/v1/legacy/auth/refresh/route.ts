import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { LEGACY_GRACE_SECONDS, legacyHeaders, legacyRefresh } from "@/lib/auth/legacy";
import { policies } from "@/lib/api/rate-limit";
import { ZLegacyToken } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    expiredGraceSeconds: LEGACY_GRACE_SECONDS,
    rateLimit: [{ policy: policies.refresh }],
    docs: {
      tag: "Legacy auth",
      summary: "Refresh the legacy token",
      description: "Bearer: the current legacy token, accepted up to 14 days after it expired. The presented token is revoked.",
      legacy: true,
    },
    response: { description: "A new legacy token.", data: ZLegacyToken },
    handler: async (ctx) => ok("Token refreshed.", await legacyRefresh(ctx.user, ctx.client), legacyHeaders),
  }),
});
