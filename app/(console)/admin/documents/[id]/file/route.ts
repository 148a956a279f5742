import { getDocumentFile } from "@/lib/documents/get-document-file";
import { ZDocumentParams } from "@/lib/documents/schema";
import { withSession } from "@/lib/pages/session-route";

// The review page's file links: any diver's document, administrators only.
export const GET = withSession({
  auth: "admin",
  params: ZDocumentParams,
  handler: ({ params }) => getDocumentFile({ staff: true }, params.id),
});
