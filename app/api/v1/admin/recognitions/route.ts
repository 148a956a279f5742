import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listAllRecognitions } from "@/lib/recognitions/list-recognitions";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZAdminRecognition, ZAdminRecognitionsQuery } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "records",
    query: ZAdminRecognitionsQuery,
    docs: {
      tag: "Administration",
      summary: "The recognition queue",
      description: "`?status=pending` lists the open requests oldest first; other statuses newest first.",
    },
    response: { description: "A page of requests.", data: ZLengthAwarePage(ZAdminRecognition) },
    handler: async ({ query: { status, ...page }, url, lang }) =>
      ok("Recognition requests retrieved.", await listAllRecognitions(status, page, url, lang)),
  }),
});
