import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { loginWithPasskey } from "@/lib/auth/passkeys/login-with-passkey";
import { ZPasskeyLogin } from "@/lib/auth/passkeys/schema";
import { ZTokenResponse } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZPasskeyLogin,
    countedBy: [policies.loginIp],
    docs: {
      tag: "Auth",
      summary: "Sign in with a passkey",
      description:
        "The authenticator's assertion for the options of POST /auth/passkeys/login/options; the signature counter is checked and advanced. Answers the usual token pair. As the second step, send the same `mfa_token`: a refused assertion is then a 422 on `response` and counts like a wrong code (five void the `mfa_token`). Without it, failures count for the account's sign-in throttle.",
      errors: {
        401: "Without `mfa_token`: the assertion does not verify, names an unknown passkey, or its challenge expired or was used (`The passkey was not accepted.`). With one: the `mfa_token` is unknown, expired, used or voided.",
        422: "The body is malformed, or (second step) the assertion was refused: `errors.response`.",
        429: "Too many attempts for the account or from the address (`Retry-After`).",
      },
    },
    response: { description: "The token pair.", data: ZTokenResponse },
    handler: async ({ body, client }) => ok("Login successful.", await loginWithPasskey(body, client)),
  }),
});
