import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDocumentFile } from "@/lib/documents/get-document-file";
import { documentFileTypes, ZDocumentFile, ZDocumentParams } from "@/lib/documents/schema";

// The stored bytes of an own or organisation document, streamed as an attachment.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    params: ZDocumentParams,
    docs: {
      tag: "Diver other",
      summary: "Download a document",
      description: "Your own documents and the organisation's published ones; anyone else's is 404.",
    },
    response: {
      envelope: "raw",
      description: "The stored bytes, streamed. `Content-Disposition: attachment` with the file name, `X-Content-Type-Options: nosniff`.",
      data: ZDocumentFile,
      files: documentFileTypes,
    },
    handler: async ({ user, params }) => rawResponse(await getDocumentFile({ userId: user.id }, params.id)),
  }),
});
