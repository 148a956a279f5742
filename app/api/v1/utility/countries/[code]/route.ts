import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getCountry } from "@/lib/geo/get-country";
import { ZCountryParams } from "@/lib/geo/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZCountryParams,
    handler: async ({ params, lang }) => ok("Country retrieved.", getCountry(params.code, lang)),
  }),
});
