import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getDiveCenter } from "@/lib/dive-centers/get-dive-center";
import { ZDiveCenterParams, ZDiveCenter } from "@/lib/dive-centers/schema";

// Unlike /utility/dive-centers/{id}, a closed center stays visible here (active: false).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZDiveCenterParams,
    docs: { tag: "Dive centers", summary: "Read a dive center", description: "A closed center stays visible here (`active: false`)." },
    response: { description: "The dive center.", data: ZDiveCenter },
    handler: async ({ params, lang }) =>
      ok("Dive center retrieved.", await getDiveCenter(params.id, lang, { activeOnly: false })),
  }),
});
