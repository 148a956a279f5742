import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { registerPasskey } from "@/lib/auth/passkeys/register-passkey";
import { ZPasskey, ZRegisterPasskey } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    body: ZRegisterPasskey,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Auth",
      summary: "Finish adding a passkey",
      description: "The authenticator's answer to the options of POST /auth/passkeys/register/options. From now on the account has a second factor: a password login asks for it.",
      errors: {
        409: "This passkey is already registered, or the account has 20.",
        422: "The answer is malformed, its challenge expired or was used, or it does not verify (`errors.response`).",
      },
    },
    response: { status: 201, description: "The new passkey.", data: ZPasskey },
    handler: async ({ user, body, client }) => created("Passkey added.", await registerPasskey(user.id, body, client)),
  }),
});
