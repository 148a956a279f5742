import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { listOwnRecognitions } from "@/lib/recognitions/list-recognitions";
import { requestRecognition } from "@/lib/recognitions/request-recognition";
import { ZOwnRecognitionsQuery, ZRecognitionRequestBody } from "@/lib/recognitions/schema";

// Open to every verified account, not only professionals: a diver trained elsewhere is the
// usual person asking (docs/decisions/0011-recognitions-and-search.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZOwnRecognitionsQuery,
    handler: async ({ user, query, url, lang }) =>
      ok("Recognition requests retrieved.", await listOwnRecognitions(user.id, query, url, lang)),
  }),
  POST: withApi({
    auth: "verified",
    body: ZRecognitionRequestBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body, lang }) => created("Recognition requested.", await requestRecognition(user.id, body, lang)),
  }),
});
