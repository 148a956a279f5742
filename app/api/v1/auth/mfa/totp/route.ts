import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { disableTotp } from "@/lib/auth/mfa/disable-totp";
import { ZPasswordConfirm } from "@/lib/auth/mfa/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "user",
    body: ZPasswordConfirm,
    rateLimit: [{ policy: policies.mfaChange }],
    docs: {
      tag: "Auth",
      summary: "Remove the authenticator app (TOTP)",
      description: "Needs the account's password. The recovery codes are removed too unless a passkey remains.",
      errors: { 409: "TOTP is not on.", 422: "The password is incorrect (`errors.password`).", 429: "Too many wrong passwords for this account (`Retry-After`)." },
    },
    response: { description: "TOTP removed.", data: z.null() },
    handler: async ({ user, body, client }) => {
      await disableTotp(user.id, body.password, client);
      return ok("Two-step sign-in with an authenticator app is off.");
    },
  }),
});
