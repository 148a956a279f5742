import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { regenerateRecoveryCodes } from "@/lib/auth/mfa/regenerate-recovery-codes";
import { ZPasswordConfirm, ZRecoveryCodes } from "@/lib/auth/mfa/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    body: ZPasswordConfirm,
    rateLimit: [{ policy: policies.mfaChange }],
    docs: {
      tag: "Auth",
      summary: "New recovery codes",
      description: "Needs the account's password. Ten new one-time codes, shown this once; every earlier code stops working.",
      errors: { 409: "The account has no second factor.", 422: "The password is incorrect (`errors.password`).", 429: "Too many wrong passwords for this account (`Retry-After`)." },
    },
    response: { description: "The new recovery codes.", data: ZRecoveryCodes },
    handler: async ({ user, body, client }) => ok("New recovery codes. Earlier codes no longer work.", await regenerateRecoveryCodes(user.id, body.password, client)),
  }),
});
