import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys/register-passkey";
import { ZPasskeyCreationOptions } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Auth",
      summary: "Start adding a passkey",
      description: "WebAuthn creation options for navigator.credentials.create() (a discoverable credential, no attestation). The challenge is valid 5 minutes, once; the account's passkeys are excluded.",
      errors: { 409: "The account already has 20 passkeys." },
    },
    response: { description: "The creation options.", data: ZPasskeyCreationOptions },
    handler: async ({ user }) => ok("Passkey registration options.", await passkeyRegistrationOptions(user.id)),
  }),
});
