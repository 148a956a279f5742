import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDocumentFile } from "@/lib/documents/get-document-file";
import { ZDocumentParams } from "@/lib/documents/schema";

// The stored bytes of an own or organisation document, streamed as an attachment.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZDocumentParams,
    handler: async ({ user, params }) => rawResponse(await getDocumentFile({ userId: user.id }, params.id)),
  }),
});
