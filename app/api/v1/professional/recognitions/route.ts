import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { listOwnRecognitions } from "@/lib/recognitions/list-recognitions";
import { requestRecognition } from "@/lib/recognitions/request-recognition";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZOwnRecognitionsQuery, ZRecognition, ZRecognitionRequestBody } from "@/lib/recognitions/schema";

// Open to every verified account, not only professionals: a diver trained elsewhere is the
// usual person asking (docs/decisions/0011-recognitions-and-search.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    query: ZOwnRecognitionsQuery,
    docs: {
      tag: "Professional",
      summary: "List your recognition requests",
      description: "Open to every verified account (divers trained elsewhere ask too), newest first.",
    },
    response: { description: "A page of your requests.", data: ZLengthAwarePage(ZRecognition) },
    handler: async ({ user, query, url, lang }) =>
      ok("Recognition requests retrieved.", await listOwnRecognitions(user.id, query, url, lang)),
  }),
  POST: withApi({
    auth: "verified",
    body: ZRecognitionRequestBody,
    docs: {
      tag: "Professional",
      summary: "Ask for recognition of another agency's certification",
      description: "`document_id` must be one of your own `license` documents (the card), not deleted; anything else is 422 `errors.document_id`.",
    },
    response: { status: 201, description: "The request, `status: pending`.", data: ZRecognition },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body, lang }) => created("Recognition requested.", await requestRecognition(user.id, body, lang)),
  }),
});
