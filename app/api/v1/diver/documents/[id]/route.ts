import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { deleteDocument } from "@/lib/documents/delete-document";
import { ZDocumentParams } from "@/lib/documents/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "verified",
    params: ZDocumentParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => {
      await deleteDocument(user.id, params.id);
      return ok("Document deleted.", null);
    },
  }),
});
