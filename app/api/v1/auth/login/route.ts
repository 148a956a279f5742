import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { login } from "@/lib/auth/login";
import { ZMfaChallenge } from "@/lib/auth/mfa/schema";
import { ZLogin, ZTokenResponse } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZLogin,
    countedBy: [policies.loginIp, policies.login],
    docs: {
      tag: "Auth",
      summary: "Log in",
      description:
        "Issues an access token (JWT, 60 minutes) and a refresh token (30 days). For an account with a second factor it answers `{ mfa_required: true, mfa_token, methods }` instead, and POST /api/v1/auth/mfa/verify finishes the sign-in. Rate limited per IP and per IP and e-mail, and throttled per account: after 5 failed passwords or codes, whatever the address, each further attempt waits longer (at most 15 minutes).",
      errors: {
        401: "Wrong e-mail or password: `Invalid credentials.` (the same answer for both).",
        429: "Too many attempts from this address, or for this account (`Retry-After` says how long to wait).",
      },
    },
    response: { description: "The token pair, or the second-factor challenge.", data: z.union([ZTokenResponse, ZMfaChallenge]) },
    handler: async ({ body, client }) => {
      const result = await login(body, client);
      return ok("mfa_required" in result ? "A second factor is required." : "Login successful.", result);
    },
  }),
});
