import { z } from "zod";
import { ZUserResource } from "@/lib/users/record-schema";
import { ZEmail, ZPassword } from "@/lib/users/schema";

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string().min(1, "The password field is required.").max(1024),
  device_name: z.string().trim().max(100).nullish(),
});

export const ZRefresh = z.object({ refresh_token: z.string().min(1, "The refresh token field is required.").max(200) });

export const ZForgotPassword = z.object({ email: ZEmail });

export const ZResetPassword = z
  .object({ email: ZEmail, token: z.string().min(10).max(200), password: ZPassword, password_confirmation: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "The password field confirmation does not match." });
    }
  });

export const ZSignedLinkParams = z.object({ id: z.coerce.number().int().positive(), hash: z.string().regex(/^[a-f0-9]{40}$/) });
export const ZSignedLinkQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

// ---- Records: the token answers ----

export const ZTokenResponse = z
  .object({
    access_token: z.string().describe("The access token: a JWT for `Authorization: Bearer`"),
    token_type: z.literal("bearer"),
    expires_in: z.number().int().describe("Seconds until the access token expires (3600)"),
    refresh_token: z.string().describe("Opaque refresh token for POST /api/v1/auth/refresh; rotates on every use"),
    refresh_expires_in: z.number().int().describe("Seconds until the refresh token expires (30 days)"),
  })
  .meta({ id: "TokenResponse", description: "An access token and its refresh token" });

const legacyTokenFields = {
  token: z.string().describe("The legacy bearer token (a JWT); refreshed by presenting it, up to 14 days after it expired"),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("Seconds until the token expires"),
};

export const ZLegacyToken = z.object(legacyTokenFields).meta({ id: "LegacyToken", description: "A legacy bearer token" });

export const ZLegacySession = z
  .object({ ...legacyTokenFields, user: ZUserResource })
  .meta({ id: "LegacySession", description: "A legacy bearer token and the user resource of its account" });

export type TokenResponse = z.input<typeof ZTokenResponse>;
export type LegacyToken = z.input<typeof ZLegacyToken>;
export type LegacySession = z.input<typeof ZLegacySession>;
