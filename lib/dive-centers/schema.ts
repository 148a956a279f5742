import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZCountryCode } from "@/lib/geo/schema";
import { ZCenterInstructor } from "@/lib/dive-centers/center-instructors";

// Filters treat an empty value (`?country=`, `"city": ""`, null) as "not given", because
// forms and apps send them that way.

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const ZCountryFilter = z.preprocess(blankToUndefined, ZCountryCode.optional());

const ZTextFilter = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { message: `Must be at most ${max} characters.` })
      .optional(),
  ).transform((v) => v || undefined);

/** `{id}` route parameter: a positive int4 (anything else is a 404). */
export const ZDiveCenterParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** `{country}` of GET /search/dive-centers/{country}. */
export const ZSearchCountryParams = z.object({ country: ZCountryCode });

/** GET /utility/dive-centers */
export const ZUtilityDiveCentersQuery = ZPageQuery.extend({ country: ZCountryFilter });

/** GET /dive-centers */
export const ZDiveCentersQuery = ZPageQuery.extend({
  country: ZCountryFilter,
  q: ZTextFilter(100).meta({ description: "Matches the name or the city, case- and accent-insensitive" }),
});

/** POST /search/dive-centers; page numbers may come as numbers or numeric strings. */
export const ZSearchDiveCentersBody = ZPageQuery.extend({
  name: ZTextFilter(100),
  country: ZCountryFilter,
  city: ZTextFilter(100),
});

export type DiveCenterFilters = { country?: string; q?: string; name?: string; city?: string; activeOnly: boolean };

export const ZDiveCenter = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state_code: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().meta({ example: "IT" }),
    country_name: z.string().nullable().meta({ description: "In the response language" }),
    contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), website: z.string().nullable() }),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    instructors_count: z.number().int().meta({ description: "Members of this center holding a professional membership" }),
    active: z.boolean(),
    distributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: "DiveCenter", description: "A dive center" });

/** GET /dive-centers/{id}: the dive center and its instructors (contract section 6, "Public"). */
export const ZDiveCenterDetail = ZDiveCenter.extend({
  description: z.string().nullable().describe("What the center tells divers about itself (its owners and managers write it)."),
  instructors: z.array(ZCenterInstructor).describe("Its instructor members whose professional membership is active, by name."),
}).meta({ id: "DiveCenterDetail", description: "A dive center and its active instructors" });
export type DiveCenterDetail = z.input<typeof ZDiveCenterDetail>;
