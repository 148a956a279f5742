import { z } from "zod";
import { rawResponse } from "@/lib/api/envelope";
import { openApiDocument } from "@/lib/api/openapi/document";
import { methods, withApi } from "@/lib/api/with-api";

// The raw OpenAPI 3.1 document (no envelope): generators and viewers read it as is.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    docs: { tag: "Documentation", summary: "This OpenAPI 3.1 document", description: "The raw document (no envelope). People read it at /docs/api." },
    response: {
      envelope: "raw",
      description: "The OpenAPI 3.1 document.",
      data: z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
    },
    handler: async () =>
      rawResponse(Response.json(await openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } })),
  }),
});
