import { z } from "zod";
import { zIsoMicro } from "@/lib/api/record-formats";

// Bodies and records of the second factor (contract section 5, decision 0024).

const ZCode = z
  .string({ error: "The code field is required." })
  .trim()
  .min(1, "The code field is required.")
  .max(64, "The code is invalid.");

export const ZMfaVerify = z.object({
  mfa_token: z.string({ error: "The mfa token field is required." }).min(1, "The mfa token field is required.").max(200),
  code: ZCode.describe("A 6-digit code of the authenticator app, or one of the recovery codes"),
});

export const ZTotpConfirm = z.object({ code: ZCode.describe("The 6-digit code the authenticator app shows for the new secret") });

export const ZPasswordConfirm = z.object({
  password: z.string({ error: "The password field is required." }).min(1, "The password field is required.").max(1024),
});

export const ZMfaMethod = z.enum(["totp", "passkey", "recovery_code"]);

export const ZMfaChallenge = z
  .object({
    mfa_required: z.literal(true),
    mfa_token: z.string().describe("Finishes the sign-in with POST /api/v1/auth/mfa/verify (or a passkey) within 5 minutes"),
    methods: z.array(ZMfaMethod).describe("The second factors the account can answer with"),
  })
  .meta({ id: "MfaChallenge", description: "The password was right; the account's second factor must finish the sign-in" });

export const ZTotpSetup = z
  .object({
    secret: z.string().describe("The new secret (Base32), for typing into an authenticator app"),
    otpauth_url: z.string().describe("The otpauth:// URL of the secret"),
    qr_svg: z.string().describe("An SVG document: the QR code of otpauth_url"),
  })
  .meta({ id: "TotpSetup", description: "A new TOTP secret, on only once confirmed with a code" });

export const ZRecoveryCodes = z
  .object({ recovery_codes: z.array(z.string()).length(10).describe("Ten one-time codes; shown this once") })
  .meta({ id: "RecoveryCodes", description: "Recovery codes, each usable once instead of a code of the app" });

export const ZMfaStatus = z
  .object({
    totp_enabled: z.boolean(),
    totp_enabled_at: zIsoMicro().nullable(),
    recovery_codes_remaining: z.number().int(),
    methods: z.array(ZMfaMethod),
    required: z.boolean().describe("True for staff and administrators: their /admin routes need a second factor"),
  })
  .meta({ id: "MfaStatus", description: "The account's second factors" });

export type MfaStatus = z.input<typeof ZMfaStatus>;
export type TotpSetup = z.input<typeof ZTotpSetup>;
