import { publicDocument } from "@/lib/credentials/public-document";
import { publishedTestWalletJwks } from "@/lib/wallet/google/published-test-jwks";

// GET /.well-known/divecert-test-wallet-jwks.json: the public key of the Google Wallet test key
// (decision 0050), so a test save link's JWT can be checked. Only in test mode; 404 otherwise.
export async function GET(req: Request) {
  const jwks = await publishedTestWalletJwks();
  if (!jwks) return new Response("Not found.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return publicDocument(req, JSON.stringify(jwks), "application/jwk-set+json");
}
