import { withApi, methods } from "@/lib/api/with-api";
import { ok } from "@/lib/api/envelope";
import { getPublicDiveCenter } from "@/lib/dive-centers/get-public-dive-center";
import { ZDiveCenterDetail, ZDiveCenterParams } from "@/lib/dive-centers/schema";

// Unlike /utility/dive-centers/{id}, a closed center stays visible here (active: false).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    params: ZDiveCenterParams,
    docs: { tag: "Dive centers", summary: "Read a dive center", description: "A closed center stays visible here (`active: false`). `instructors`: its instructor members whose professional membership is active." },
    response: { description: "The dive center.", data: ZDiveCenterDetail },
    handler: async ({ params, lang }) =>
      ok("Dive center retrieved.", await getPublicDiveCenter(params.id, lang, { activeOnly: false })),
  }),
});
