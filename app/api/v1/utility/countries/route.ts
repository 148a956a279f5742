import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { listCountries } from "@/lib/geo/list-countries";
import { ZCountry } from "@/lib/geo/schema";
import { z } from "zod";

// Static per language: answered with an ETag so apps can revalidate cheaply.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    docs: { tag: "Utility", summary: "List countries", description: "ISO 3166-1 countries with names in the response language.", etag: true },
    response: { description: "Every country.", data: z.array(ZCountry) },
    handler: async ({ lang }) => ({ ...ok("Countries retrieved.", listCountries(lang)), etag: true }),
  }),
});
