import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { login } from "@/lib/auth/login";
import { ZLogin, ZTokenResponse } from "@/lib/auth/schema";
import { clientInfo } from "@/lib/auth/security-events";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZLogin,
    countedBy: [policies.loginIp, policies.login],
    docs: {
      tag: "Auth",
      summary: "Log in",
      description: "Issues an access token (JWT, 60 minutes) and a refresh token (30 days). Rate limited per IP and per IP and e-mail.",
      errors: { 401: "Wrong e-mail or password: `Invalid credentials.` (the same answer for both)." },
    },
    response: { description: "The token pair.", data: ZTokenResponse },
    handler: async ({ body, req }) => ok("Login successful.", await login(body, clientInfo(req))),
  }),
});
