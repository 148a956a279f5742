import { publicDocument } from "@/lib/credentials/public-document";
import { publishedJwks } from "@/lib/credentials/published-keys";

// GET /.well-known/jwks.json: the organisation's public signing keys (decision 0032), public.
export async function GET(req: Request) {
  return publicDocument(req, JSON.stringify(await publishedJwks()), "application/jwk-set+json");
}
