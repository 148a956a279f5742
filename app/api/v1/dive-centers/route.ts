import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZDiveCentersQuery } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    query: ZDiveCentersQuery,
    handler: async ({ query: { country, q, ...page }, url, lang }) =>
      ok("Dive centers retrieved.", await listDiveCenters({ country, q, activeOnly: true }, page, url, lang)),
  }),
});
