import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listAllRecognitions } from "@/lib/recognitions/list-recognitions";
import { ZAdminRecognitionsQuery } from "@/lib/recognitions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    query: ZAdminRecognitionsQuery,
    handler: async ({ query: { status, ...page }, url, lang }) =>
      ok("Recognition requests retrieved.", await listAllRecognitions(status, page, url, lang)),
  }),
});
