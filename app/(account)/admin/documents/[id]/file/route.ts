import { serveDocumentFile } from "@/app/(account)/documents/session-door";

// The review page's file links: any diver's document, administrators only.
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return serveDocumentFile(req, (await params).id, "admin");
}
