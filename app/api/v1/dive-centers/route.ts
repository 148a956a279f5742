import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { listDiveCenters } from "@/lib/dive-centers/list-dive-centers";
import { ZDiveCentersQuery, ZDiveCenter } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    query: ZDiveCentersQuery,
    docs: { tag: "Dive centers", summary: "List dive centers" },
    response: { description: "A page of active dive centers.", data: ZLengthAwarePage(ZDiveCenter) },
    handler: async ({ query: { country, q, ...page }, url, lang }) =>
      ok("Dive centers retrieved.", await listDiveCenters({ country, q, activeOnly: true }, page, url, lang)),
  }),
});
