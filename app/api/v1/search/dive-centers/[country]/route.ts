import { z } from "zod";
import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { listCountryDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZSearchCountryParams, ZDiveCenter } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZSearchCountryParams,
    docs: { tag: "Search", summary: "Dive centers of a country" },
    response: { description: "The active dive centers of the country.", data: z.array(ZDiveCenter) },
    rateLimit: [{ policy: policies.search }],
    handler: async ({ params, lang }) =>
      ok("Dive centers retrieved.", await listCountryDiveCenters(params.country, lang)),
  }),
});
