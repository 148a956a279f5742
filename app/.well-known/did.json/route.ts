import { publicDocument } from "@/lib/credentials/public-document";
import { publishedDidDocument } from "@/lib/credentials/published-keys";

// GET /.well-known/did.json: the organisation's did:web document (decision 0032), public.
export async function GET(req: Request) {
  return publicDocument(req, JSON.stringify(await publishedDidDocument()), "application/did+json");
}
