import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZMfaVerify } from "@/lib/auth/mfa/schema";
import { verifyMfa } from "@/lib/auth/mfa/verify";
import { ZTokenResponse } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZMfaVerify,
    rateLimit: [{ policy: policies.mfaVerify }],
    docs: {
      tag: "Auth",
      summary: "Finish a sign-in with a second factor",
      description:
        "Answers the `mfa_token` of POST /api/v1/auth/login with a 6-digit code of the authenticator app (previous, current or next 30-second step; each code works once) or a recovery code (each works once). Five wrong codes in a row void the `mfa_token`; wrong codes also count for the account's throttle.",
      errors: {
        401: "The `mfa_token` is unknown, expired (5 minutes), already used, or voided by five wrong codes.",
        422: "The code is wrong (`errors.code`).",
        429: "Too many attempts from this address, or for this account (`Retry-After`).",
      },
    },
    response: { description: "The token pair.", data: ZTokenResponse },
    handler: async ({ body, client }) => ok("Login successful.", await verifyMfa(body, client)),
  }),
});
