import { publicDocument } from "@/lib/credentials/public-document";
import { publishedTestPassRoot } from "@/lib/wallet/apple/test-root";

// GET /.well-known/divecert-test-pass-ca.pem: the root certificate of the Apple Wallet test chain
// (decision 0050), so a test pass's signature can be checked (openssl smime -verify -CAfile).
// Only in test mode; 404 otherwise (production passes chain to Apple's root).
export async function GET(req: Request) {
  const pem = await publishedTestPassRoot();
  if (!pem) return new Response("Not found.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return publicDocument(req, pem, "application/x-pem-file");
}
