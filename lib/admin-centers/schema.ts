import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";
import { zPhone, zWebsite } from "@/lib/dive-centers/contact-fields";
import { ZDiveCenter } from "@/lib/dive-centers/schema";
import { ZCountryCode } from "@/lib/geo/schema";
import { ZEmail } from "@/lib/users/schema";

// Request and record shapes of the staff console's dive centers and distributors
// (CONTRACT.md section 5, "Dive centers and distributors").

const MAX_INT4 = 2_147_483_647;
/** Forms send an empty field as "": for optional fields that means "none" (null). */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const noNul = (v: string) => !v.includes("\u0000");

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(min, `The ${field} must be at least ${min} characters.`)
    .max(max, `The ${field} may have at most ${max} characters.`)
    .refine(noNul, `The ${field} must not contain NUL characters.`);

const optionalText = (field: string, max: number) => z.preprocess(blankToNull, text(field, 1, max).nullable().optional());

const ZId = z.coerce
  .number({ error: "The id must be a number." })
  .int("The id must be a whole number.")
  .min(1, "The id must be a positive number.")
  .max(MAX_INT4, "The id is too large.");

export const ZIdParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

/** `true`/`false` in a query string or a form; a JSON boolean in a body. */
const ZBoolean = z.preprocess(
  (v) => (v === "true" || v === "1" || v === "on" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "The active field must be true or false." }),
);

const ZWebsite = zWebsite();
const ZPhone = zPhone();

// ---- Dive centers ----

const diveCenterFields = {
  name: text("name", 2, 150),
  country: ZCountryCode,
  state_code: z.preprocess(blankToNull, z.string().trim().toUpperCase().max(10, "The state code may have at most 10 characters.").nullable().optional())
    .describe("ISO 3166-2 subdivision of `country` (`IT-RM` or `RM`); stored in the full form."),
  city: optionalText("city", 100),
  address: optionalText("address", 255),
  postal_code: optionalText("postal code", 20),
  phone: z.preprocess(blankToNull, ZPhone.nullable().optional()),
  email: z.preprocess(blankToNull, ZEmail.nullable().optional()),
  website: z.preprocess(blankToNull, ZWebsite.nullable().optional()),
  distributor_id: z.preprocess(blankToNull, ZId.nullable().optional()).describe("The distributor the center belongs to; null for none."),
  active: ZBoolean.optional().describe("Default true. false takes the center out of public search and the utility lists at once."),
};

export const ZCreateDiveCenter = z.object(diveCenterFields);
export type CreateDiveCenterInput = z.output<typeof ZCreateDiveCenter>;

export const ZUpdateDiveCenter = z
  .object({ ...diveCenterFields, name: diveCenterFields.name.optional(), country: ZCountryCode.optional() })
  .describe("Any subset of the fields; a field sent as null (or \"\") is cleared.");
export type UpdateDiveCenterInput = z.output<typeof ZUpdateDiveCenter>;

export const ZAdminDiveCentersQuery = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "The search may have at most 100 characters.").optional())
    .describe("Matches the name, city or e-mail, case- and accent-insensitive."),
  country: z.preprocess(blankToUndefined, ZCountryCode.optional()),
  active: z.preprocess(blankToUndefined, ZBoolean.optional()).describe("true: active only; false: deactivated only; unset: both."),
  distributor_id: z.preprocess(blankToUndefined, z.union([z.literal("none"), ZId]).optional())
    .describe("Centers of this distributor; `none` for centers without one."),
});
export type AdminDiveCentersQuery = z.output<typeof ZAdminDiveCentersQuery>;

export const ZAdminDiveCenter = ZDiveCenter.extend({
  created_at: zIsoMicro(),
  updated_at: zIsoMicro(),
}).meta({ id: "AdminDiveCenter", description: "A dive center as staff manage it (the public record plus its timestamps)." });
export type AdminDiveCenterRecord = z.input<typeof ZAdminDiveCenter>;

// ---- Distributors ----

const distributorFields = {
  name: text("name", 2, 150),
  country: ZCountryCode,
  email: z.preprocess(blankToNull, ZEmail.nullable().optional()),
  active: ZBoolean.optional().describe("Default true."),
};

export const ZCreateDistributor = z.object(distributorFields);
export type CreateDistributorInput = z.output<typeof ZCreateDistributor>;

export const ZUpdateDistributor = z
  .object({ ...distributorFields, name: distributorFields.name.optional(), country: ZCountryCode.optional() })
  .describe("Any subset of the fields; `email` sent as null (or \"\") is cleared.");
export type UpdateDistributorInput = z.output<typeof ZUpdateDistributor>;

export const ZDistributorsQuery = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "The search may have at most 100 characters.").optional())
    .describe("Matches the name or e-mail, case- and accent-insensitive."),
  country: z.preprocess(blankToUndefined, ZCountryCode.optional()),
  active: z.preprocess(blankToUndefined, ZBoolean.optional()),
});
export type DistributorsQuery = z.output<typeof ZDistributorsQuery>;

export const ZDistributor = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().meta({ example: "IT" }),
    country_name: z.string().nullable().meta({ description: "In the response language" }),
    email: z.string().nullable(),
    active: z.boolean(),
    dive_centers_count: z.number().int().describe("Dive centers assigned to it (active or not)."),
    created_at: zIsoMicro(),
    updated_at: zIsoMicro(),
  })
  .meta({ id: "Distributor", description: "A distributor: the organisation's regional partner that dive centers belong to." });
export type DistributorRecord = z.input<typeof ZDistributor>;
