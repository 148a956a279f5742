import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { z } from "zod";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteDocument } from "@/lib/documents/delete-document";
import { ZDocumentParams } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "verified",
    params: ZDocumentParams,
    docs: { tag: "Diver other", summary: "Delete a document", description: "Your own documents only, whatever their review state; the stored bytes are removed." },
    response: { description: "Deleted.", data: z.null() },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => {
      await deleteDocument(user.id, params.id);
      return ok("Document deleted.", null);
    },
  }),
});
