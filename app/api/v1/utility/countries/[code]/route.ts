import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getCountry } from "@/lib/geo/get-country";
import { ZCountry, ZCountryParams } from "@/lib/geo/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZCountryParams,
    docs: { tag: "Utility", summary: "Read a country" },
    response: { description: "The country.", data: ZCountry },
    handler: async ({ params, lang }) => ok("Country retrieved.", getCountry(params.code, lang)),
  }),
});
