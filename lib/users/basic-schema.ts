import { z } from "zod";
import { isCountryCode } from "@/lib/geo/country-code";

// The two field schemas other areas' request schemas share (a country, a Y-m-d date), kept apart
// from lib/users/schema.ts so a schema that also runs in the browser (the dive log's, checked on
// the device offline) does not bundle the catalogues and country data that file needs.

export const ZCountryCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, "The country must be an ISO 3166-1 alpha-2 code.");

// Each check aborts: a date in the wrong format gets one error, not also "must be in the past".
export const ZYmd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The date must be in the format Y-m-d.", abort: true })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: "The date is not a valid date.",
    abort: true,
  });
