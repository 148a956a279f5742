import { serveDocumentFile } from "@/app/(account)/documents/session-door";

// The download links of the documents page: own and organisation documents, by session.
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveDocumentFile(req, (await params).id, "verified");
}
