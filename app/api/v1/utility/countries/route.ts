import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { listCountries } from "@/lib/geo/list-countries";

// Static per language: answered with an ETag so apps can revalidate cheaply.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    handler: async ({ lang }) => ({ ...ok("Countries retrieved.", listCountries(lang)), etag: true }),
  }),
});
