import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { ZSearchDiveCentersBody, ZDiveCenter } from "@/lib/dive-centers/schema";
import { searchDiveCenters } from "@/lib/dive-centers/search-dive-centers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZSearchDiveCentersBody,
    docs: { tag: "Search", summary: "Search dive centers", description: "Empty filters count as not given. Only active centers." },
    response: { description: "A page of dive centers.", data: ZLengthAwarePage(ZDiveCenter) },
    rateLimit: [{ policy: policies.search }],
    handler: async ({ body, url, lang }) => ok("Dive centers retrieved.", await searchDiveCenters(body, url, lang)),
  }),
});
