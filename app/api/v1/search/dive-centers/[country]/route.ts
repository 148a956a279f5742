import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { listCountryDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZSearchCountryParams } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZSearchCountryParams,
    rateLimit: [{ policy: policies.search }],
    handler: async ({ params, lang }) =>
      ok("Dive centers retrieved.", await listCountryDiveCenters(params.country, lang)),
  }),
});
