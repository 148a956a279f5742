import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZRefresh, ZTokenResponse } from "@/lib/auth/schema";
import { rotateRefreshToken } from "@/lib/auth/sessions/rotate-refresh-token";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZRefresh,
    rateLimit: [{ policy: policies.refresh }],
    docs: {
      tag: "Auth",
      summary: "Rotate the refresh token",
      description: "Every use rotates the refresh token; reusing a rotated one revokes the whole family (a retry within 60 s gets the same new pair).",
      errors: { 401: "The refresh token is unknown, expired or revoked." },
    },
    response: { description: "A new token pair.", data: ZTokenResponse },
    handler: async ({ body, client }) => ok("Token refreshed.", await rotateRefreshToken(body.refresh_token, client)),
  }),
});
