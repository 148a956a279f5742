import { z } from "zod";
import { isCountryCode } from "@/lib/geo/country-facts";

/** ISO 3166-1 alpha-2 code in any case, normalised to upper case. */
export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: "The country must be an ISO 3166-1 alpha-2 code." })
  .meta({ description: "ISO 3166-1 alpha-2 country code (any case)", example: "IT" });

/** `{code}` of /utility/countries/{code}; an unknown code is a 404 (withApi). */
export const ZCountryParams = z.object({ code: ZCountryCode });

export const ZCountry = z
  .object({
    code: z.string().meta({ example: "IT" }),
    name: z.string().meta({ description: "Name in the response language", example: "Italia" }),
    currency: z.string().nullable().meta({ description: "ISO 4217", example: "EUR" }),
    calling_code: z.string().nullable().meta({ example: "+39" }),
    vat_rate: z.number().meta({ description: "Standard VAT rate in percent (0 when none)", example: 22 }),
    has_divisions: z.boolean(),
  })
  .meta({ id: "Country", description: "A country and the facts the apps need about it" });

export const ZDivision = z
  .object({
    code: z.string().meta({ description: "ISO 3166-2 code", example: "IT-RM" }),
    name: z.string().meta({ example: "Metropolitan City of Rome" }),
  })
  .meta({ id: "Division", description: "An ISO 3166-2 subdivision" });
