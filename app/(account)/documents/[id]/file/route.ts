import { getDocumentFile } from "@/lib/documents/get-document-file";
import { ZDocumentParams } from "@/lib/documents/schema";
import { withSession } from "@/lib/pages/session-route";

// The download links of the documents page: own and organisation documents, by session.
export const GET = withSession({
  auth: "verified",
  params: ZDocumentParams,
  handler: ({ user, params }) => getDocumentFile({ userId: user.id }, params.id),
});
