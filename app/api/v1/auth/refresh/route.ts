import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZRefresh } from "@/lib/auth/schema";
import { rotateRefreshToken } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRefresh,
    rateLimit: [{ policy: policies.refresh }],
    handler: async ({ body }) => ok("Token refreshed.", await rotateRefreshToken(body.refresh_token)),
  }),
});
