import { z } from "zod";
import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getDivisions } from "@/lib/geo/get-country";
import { ZCountryParams, ZDivision } from "@/lib/geo/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZCountryParams,
    docs: { tag: "Utility", summary: "List a country's subdivisions", etag: true },
    response: { description: "ISO 3166-2 subdivisions (empty when the country has none).", data: z.array(ZDivision) },
    handler: async ({ params }) => ({ ...ok("Divisions retrieved.", getDivisions(params.code)), etag: true }),
  }),
});
