import { z } from "zod";
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

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  refresh_expires_in: z.number().int(),
});
