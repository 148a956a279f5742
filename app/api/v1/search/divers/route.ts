import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { z } from "zod";
import { ZDiverResult, ZSearchDiversBody } from "@/lib/search/schema";
import { searchDivers } from "@/lib/search/search-divers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZSearchDiversBody,
    docs: {
      tag: "Search",
      summary: "Check a diver",
      description:
        "Exact match only: a whole `member_id`, or `first_name`, `last_name` and `dob` together (names compared without case or accents). " +
        "Never a partial match or a listing; at most 5 results; closed accounts are not found; 30 requests per hour per address.",
    },
    response: { description: "The matching divers (possibly none).", data: z.array(ZDiverResult).max(5) },
    rateLimit: [{ policy: policies.diverSearch }],
    handler: async ({ body, lang }) => ok("Divers retrieved.", await searchDivers(body, lang)),
  }),
});
