import { rawResponse } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getDocumentFile } from "@/lib/documents/get-document-file";
import { documentFileTypes, ZDocumentFile, ZDocumentParams } from "@/lib/documents/schema";

// Staff read any diver's upload to review it.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "records",
    params: ZDocumentParams,
    docs: { tag: "Admin", summary: "Download a diver's document" },
    response: {
      envelope: "raw",
      description: "The stored bytes of any diver's (not deleted) document. `Content-Disposition: attachment` with the file name, `X-Content-Type-Options: nosniff`.",
      data: ZDocumentFile,
      files: documentFileTypes,
    },
    handler: async ({ params }) => rawResponse(await getDocumentFile({ staff: true }, params.id)),
  }),
});
