import { z } from "zod";
import { codeFromLabel } from "@/lib/i18n/labels";
import { normaliseLanguage } from "@/lib/i18n/language";
import { ZCountryCode, ZYmd } from "@/lib/users/basic-schema";

// Request schemas of registration and the profile; also the source of the OpenAPI document.

export { ZCountryCode, ZYmd };

const genders = ["male", "female", "other", "undisclosed"] as const;
const systems = ["metric", "imperial"] as const;

const text = (max: number) => z.string().trim().min(1, "This field must not be empty.").max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

export const ZDob = ZYmd.refine((v) => v >= "1900-01-01", "The date of birth must be after 1900-01-01.").refine(
  (v) => v <= new Date().toISOString().slice(0, 10),
  "The date of birth must be in the past.",
);

export const ZEmail = z.string().trim().toLowerCase().max(191).pipe(z.email("The email must be a valid email address."));

export const ZPassword = z
  .string()
  .min(10, "The password must be at least 10 characters.")
  .max(128, "The password must not be greater than 128 characters.")
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), "The password must contain at least one letter and one number.");

// Laravel's "accepted": true, 1, "1", "yes", "on", "true".
export const ZAccepted = z.union([z.boolean(), z.number(), z.string()]).refine(
  (v) => [true, 1, "1", "yes", "on", "true"].includes(v as never),
  "This field must be accepted.",
);

const enumInput = <C extends string>(prefix: string, codes: readonly C[]) =>
  z.string().transform((v, ctx) => {
    const code = codeFromLabel(prefix, codes, v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: `The selected value is invalid (one of: ${codes.join(", ")}).` });
      return z.NEVER;
    }
    return code;
  });

const ZLanguage = z.string().transform((v, ctx) => {
  const lang = normaliseLanguage(v);
  if (!lang) {
    ctx.addIssue({ code: "custom", message: "The language is not supported." });
    return z.NEVER;
  }
  return lang;
});

/** Writable profile fields (contract: Profile). Anything else sent is ignored. */
export const ZProfileFields = z.object({
  first_name: text(100),
  last_name: text(100),
  nationality: ZCountryCode.nullable(),
  country: ZCountryCode,
  state: optionalText(100),
  state_code: optionalText(10),
  city: optionalText(100),
  address: optionalText(255),
  timezone: z
    .string()
    .refine((v) => Intl.supportedValuesOf("timeZone").includes(v) || v === "UTC", "The timezone must be a valid IANA identifier.")
    .nullable(),
  postal_code: optionalText(20),
  phone: optionalText(32),
  mobile: optionalText(32),
  gender: enumInput("gender", genders).nullable(),
  dob: ZDob,
  nok_first_name: optionalText(100),
  nok_last_name: optionalText(100),
  nok_phone: optionalText(32),
  nok_email: ZEmail.nullable(),
  nok_country: ZCountryCode.nullable(),
  guardian_first_name: optionalText(100),
  guardian_last_name: optionalText(100),
  guardian_email: ZEmail.nullable(),
  default_language: ZLanguage.nullable(),
  preferred_system: enumInput("preferred_system", systems),
});

export const ZProfileUpdate = ZProfileFields.partial();
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZRegister = ZProfileFields.pick({
  first_name: true,
  last_name: true,
  dob: true,
  country: true,
})
  .extend({
    email: ZEmail,
    password: ZPassword,
    password_confirmation: z.string(),
    nationality: ZCountryCode.nullish(),
    default_language: ZLanguage.nullish(),
    terms: ZAccepted,
    gdpr: ZAccepted,
    guardian_first_name: optionalText(100),
    guardian_last_name: optionalText(100),
    guardian_email: ZEmail.nullish(),
    dive_center_id: z.number().int().positive().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "The password field confirmation does not match." });
    }
  });
export type RegisterInput = z.infer<typeof ZRegister>;

export const ZChangePassword = z
  .object({ current_password: z.string().min(1, "The current password field is required."), password: ZPassword, password_confirmation: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "The password field confirmation does not match." });
    }
  });

export const ZDeleteAccount = z.object({ password: z.string().min(1, "The password field is required.") });

export const ZDiveCenterChoice = z.object({ dive_center_id: z.number().int().positive().nullable() });
