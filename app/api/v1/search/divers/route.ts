import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZSearchDiversBody } from "@/lib/search/schema";
import { searchDivers } from "@/lib/search/search-divers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZSearchDiversBody,
    rateLimit: [{ policy: policies.diverSearch }],
    handler: async ({ body, lang }) => ok("Divers retrieved.", await searchDivers(body, lang)),
  }),
});
