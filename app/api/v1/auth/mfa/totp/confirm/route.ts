import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { confirmTotp } from "@/lib/auth/mfa/confirm-totp";
import { ZRecoveryCodes, ZTotpConfirm } from "@/lib/auth/mfa/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    body: ZTotpConfirm,
    rateLimit: [{ policy: policies.mfaChange }],
    docs: {
      tag: "Auth",
      summary: "Turn the authenticator app (TOTP) on",
      description: "Confirms the secret of the last setup with one of its codes; TOTP is on from now, and the answer holds ten one-time recovery codes, shown this once (earlier codes stop working).",
      errors: { 409: "TOTP is already on, or no setup was started (or it is older than an hour).", 422: "The code is wrong (`errors.code`)." },
    },
    response: { description: "The recovery codes.", data: ZRecoveryCodes },
    handler: async ({ user, body, client }) => ok("Two-step sign-in is on. Keep your recovery codes safe.", await confirmTotp(user.id, body.code, client)),
  }),
});
