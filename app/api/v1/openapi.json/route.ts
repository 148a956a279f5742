import { rawResponse } from "@/lib/api/envelope";
import { openApiDocument } from "@/lib/api/openapi/document";
import { methods, withApi } from "@/lib/api/with-api";

// The raw OpenAPI 3.1 document (no envelope): generators and viewers read it as is.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "public",
    handler: async () =>
      rawResponse(Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } })),
  }),
});
