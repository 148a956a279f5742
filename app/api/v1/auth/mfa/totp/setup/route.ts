import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZTotpSetup } from "@/lib/auth/mfa/schema";
import { setupTotp } from "@/lib/auth/mfa/setup-totp";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    rateLimit: [{ policy: policies.mfaChange }],
    docs: {
      tag: "Auth",
      summary: "Start setting up an authenticator app (TOTP)",
      description: "A new secret, its otpauth:// URL and a QR code to scan. Nothing changes until POST /api/v1/auth/mfa/totp/confirm answers a code of it; a later setup replaces an unconfirmed secret.",
      errors: { 409: "TOTP is already on: remove it first." },
    },
    response: { description: "The new secret.", data: ZTotpSetup },
    handler: async ({ user }) => ok("Scan the QR code, then confirm with a code.", await setupTotp(user.id)),
  }),
});
