import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDocumentFile } from "@/lib/documents/get-document-file";
import { ZDocumentParams } from "@/lib/documents/schema";

// Staff read any diver's upload to review it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "admin",
    params: ZDocumentParams,
    handler: async ({ params }) => rawResponse(await getDocumentFile({ staff: true }, params.id)),
  }),
});
