import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { passkeyLoginOptionsFor } from "@/lib/auth/passkeys/login-with-passkey";
import { ZPasskeyLoginOptionsBody, ZPasskeyRequestOptions } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZPasskeyLoginOptionsBody,
    rateLimit: [{ policy: policies.loginIp }],
    docs: {
      tag: "Auth",
      summary: "Start signing in with a passkey",
      description:
        "WebAuthn request options for navigator.credentials.get(). With the `mfa_token` of POST /auth/login, the second step: the account's passkeys are allowed. With `{}`, a sign-in without password: the authenticator offers its discoverable passkeys and must verify the person. The challenge is valid 5 minutes, once.",
      errors: { 401: "The `mfa_token` is unknown, expired, used or voided.", 409: "The account of the `mfa_token` has no passkey." },
    },
    response: { description: "The request options.", data: ZPasskeyRequestOptions },
    handler: async ({ body }) => ok("Passkey sign-in options.", await passkeyLoginOptionsFor(body)),
  }),
});
