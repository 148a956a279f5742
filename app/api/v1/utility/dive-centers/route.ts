import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZUtilityDiveCentersQuery, ZDiveCenter } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    query: ZUtilityDiveCentersQuery,
    docs: { tag: "Utility", summary: "List active dive centers" },
    response: { description: "A page of active dive centers.", data: ZLengthAwarePage(ZDiveCenter) },
    handler: async ({ query: { country, ...page }, url, lang }) =>
      ok("Dive centers retrieved.", await listDiveCenters({ country, activeOnly: true }, page, url, lang)),
  }),
});
