import { z } from "zod";
import { INT4_MAX } from "@/lib/api/ids";
import { zIsoMicro } from "@/lib/api/record-formats";

// Passkeys (WebAuthn) under /auth/passkeys: the requests, and the records answered (decision 0025).
// The options and responses are WebAuthn's own JSON forms (base64url strings), as
// @simplewebauthn/browser produces and consumes them.

const b64url = (what: string) => z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, `The ${what} must be base64url.`);

export const ZPasskeyName = z
  .string({ error: "The name field must be a string." })
  .trim()
  .min(1, "The name field is required.")
  .max(60, "The name must not be greater than 60 characters.")
  .refine((v) => !v.includes("\u0000"), "The name must not contain NUL characters.");

const ZTransports = z.array(z.string().max(32)).max(10).optional();

const ZRegistrationResponse = z
  .object({
    id: b64url("credential id").min(1),
    rawId: b64url("credential id").min(1),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: b64url("clientDataJSON").min(1),
      attestationObject: b64url("attestationObject").min(1),
      transports: ZTransports,
      authenticatorData: b64url("authenticatorData").optional(),
      publicKey: b64url("publicKey").optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .describe("The credential navigator.credentials.create() made, as JSON (@simplewebauthn/browser startRegistration).");

const ZAuthenticationResponse = z
  .object({
    id: b64url("credential id").min(1),
    rawId: b64url("credential id").min(1),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: b64url("clientDataJSON").min(1),
      authenticatorData: b64url("authenticatorData").min(1),
      signature: b64url("signature").min(1),
      userHandle: b64url("userHandle").optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .describe("The assertion navigator.credentials.get() made, as JSON (@simplewebauthn/browser startAuthentication).");

export type RegistrationResponseInput = z.output<typeof ZRegistrationResponse>;
export type AuthenticationResponseInput = z.output<typeof ZAuthenticationResponse>;

export const ZRegisterPasskey = z.object({
  response: ZRegistrationResponse,
  name: ZPasskeyName.optional().describe("What to call it; by default the authenticator's kind or \"Passkey n\"."),
});
export type RegisterPasskeyInput = z.output<typeof ZRegisterPasskey>;

const ZMfaToken = z.string().min(1).max(200).describe("The mfa_token of POST /auth/login, when the passkey is the second step.");

export const ZPasskeyLoginOptionsBody = z.object({ mfa_token: ZMfaToken.optional() });

export const ZPasskeyLogin = z.object({
  response: ZAuthenticationResponse,
  mfa_token: ZMfaToken.optional(),
  device_name: z.string().trim().max(100).nullish(),
});
export type PasskeyLoginInput = z.output<typeof ZPasskeyLogin>;

export const ZRenamePasskey = z.object({ name: ZPasskeyName });

export const ZPasskeyParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4_MAX)),
});

// ---- Records ----

export const ZPasskey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: zIsoMicro(),
    last_used_at: zIsoMicro().nullable().describe("The last sign-in with it; null before the first."),
    backed_up: z.boolean().describe("Synced to a cloud account (a multi-device passkey)."),
    transports: z.array(z.string()).describe("How the browser reached it (internal, hybrid, usb, nfc, ble)."),
  })
  .meta({ id: "Passkey", description: "A passkey (WebAuthn credential) of the account." });
export type PasskeyRecord = z.input<typeof ZPasskey>;

const ZExtensions = z.object({ credProps: z.boolean().optional() }).optional().describe("WebAuthn extension inputs.");

const ZCredentialDescriptor = z.object({ id: z.string(), type: z.string().describe("public-key"), transports: z.array(z.string()).optional() });

export const ZPasskeyCreationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(ZCredentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.string().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    extensions: ZExtensions,
  })
  .meta({
    id: "PasskeyCreationOptions",
    description: "WebAuthn PublicKeyCredentialCreationOptions as JSON (for @simplewebauthn/browser startRegistration); its challenge is valid 5 minutes, once.",
  });

export const ZPasskeyRequestOptions = z
  .object({
    challenge: z.string(),
    rpId: z.string().optional(),
    timeout: z.number().int().optional(),
    allowCredentials: z.array(ZCredentialDescriptor).optional().describe("The account's passkeys (second step); absent for a sign-in without password."),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions: ZExtensions,
  })
  .meta({
    id: "PasskeyRequestOptions",
    description: "WebAuthn PublicKeyCredentialRequestOptions as JSON (for @simplewebauthn/browser startAuthentication); its challenge is valid 5 minutes, once.",
  });
