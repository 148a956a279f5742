import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getDiveCenter } from "@/lib/dive-centers/get-dive-center";
import { ZDiveCenterParams, ZDiveCenter } from "@/lib/dive-centers/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZDiveCenterParams,
    docs: { tag: "Utility", summary: "Read an active dive center", description: "A closed center is a 404 here." },
    response: { description: "The dive center.", data: ZDiveCenter },
    handler: async ({ params, lang }) =>
      ok("Dive center retrieved.", await getDiveCenter(params.id, lang, { activeOnly: true })),
  }),
});
