import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { removePasskey } from "@/lib/auth/passkeys/remove-passkey";
import { renamePasskey } from "@/lib/auth/passkeys/rename-passkey";
import { ZPasskey, ZPasskeyParams, ZRenamePasskey } from "@/lib/auth/passkeys/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: withApi({
    auth: "user",
    params: ZPasskeyParams,
    body: ZRenamePasskey,
    rateLimit: [{ policy: policies.write }],
    docs: { tag: "Auth", summary: "Rename a passkey", description: "Your own passkeys only (another account's is not found)." },
    response: { description: "The renamed passkey.", data: ZPasskey },
    handler: async ({ user, params, body, client }) => ok("Passkey renamed.", await renamePasskey(user.id, params.id, body.name, client)),
  }),
  DELETE: withApi({
    auth: "user",
    params: ZPasskeyParams,
    rateLimit: [{ policy: policies.write }],
    docs: { tag: "Auth", summary: "Remove a passkey", description: "It no longer signs in; with no passkey and no TOTP left, the password alone signs in again." },
    response: { description: "Removed.", data: z.null() },
    handler: async ({ user, params, client }) => {
      await removePasskey(user.id, params.id, client);
      return ok("Passkey removed.", null);
    },
  }),
});
