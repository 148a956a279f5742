import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getDivisions } from "@/lib/geo/get-country";
import { ZCountryParams } from "@/lib/geo/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZCountryParams,
    handler: async ({ params }) => ({ ...ok("Divisions retrieved.", getDivisions(params.code)), etag: true }),
  }),
});
