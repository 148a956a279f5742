import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { passkeyLoginOptions } from "@/lib/auth/passkeys/login-with-passkey";
import { ZPasskeyLoginOptionsBody, ZPasskeyRequestOptions } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZPasskeyLoginOptionsBody,
    rateLimit: [{ policy: policies.loginIp }],
    docs: {
      tag: "Auth",
      summary: "Start signing in with a passkey",
      description: "WebAuthn request options for navigator.credentials.get(). Without a body (or `{}`), a sign-in without password: the authenticator offers its discoverable passkeys and must verify the person. The challenge is valid 5 minutes, once.",
    },
    response: { description: "The request options.", data: ZPasskeyRequestOptions },
    handler: async () => ok("Passkey sign-in options.", await passkeyLoginOptions()),
  }),
});
