import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { loginWithPasskey } from "@/lib/auth/passkeys/login-with-passkey";
import { ZPasskeyLogin } from "@/lib/auth/passkeys/schema";
import { ZTokenResponse } from "@/lib/auth/schema";
import { clientInfo } from "@/lib/auth/security-events";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZPasskeyLogin,
    countedBy: [policies.loginIp],
    docs: {
      tag: "Auth",
      summary: "Sign in with a passkey",
      description: "The authenticator's assertion for the options of POST /auth/passkeys/login/options; the signature counter is checked and advanced. Answers the usual token pair.",
      errors: {
        401: "The assertion does not verify, names an unknown passkey, or its challenge expired or was used: `The passkey was not accepted.`",
        422: "The body is malformed (`errors.response...`).",
      },
    },
    response: { description: "The token pair.", data: ZTokenResponse },
    handler: async ({ body, req }) => ok("Login successful.", await loginWithPasskey(body, clientInfo(req))),
  }),
});
