import { env } from "@/lib/env";
import { testPassChain } from "@/lib/wallet/apple/test-chain";

/** The test chain's root certificate (PEM) when Apple Wallet runs in test mode; null otherwise. */
export async function publishedTestPassRoot(): Promise<string | null> {
  if (env().wallet.apple.mode !== "test") return null;
  return (await testPassChain()).rootPem;
}
