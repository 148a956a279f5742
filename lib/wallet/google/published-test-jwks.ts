import { env } from "@/lib/env";
import { googleWalletAccount } from "@/lib/wallet/google/service-account";

export type TestWalletJwks = { keys: [{ kty: "RSA"; n: string; e: string; kid: string; alg: "RS256"; use: "sig" }] };

/**
 * `/.well-known/divecert-test-wallet-jwks.json`: the public key of the data folder's Google Wallet
 * test key, so anyone can check a test save link's JWT. Null unless Google Wallet is in test mode
 * (a production service account's key is Google's to publish, at its x509 URL).
 */
export async function publishedTestWalletJwks(): Promise<TestWalletJwks | null> {
  if (env().wallet.google.mode !== "test") return null;
  const account = await googleWalletAccount();
  if (!account?.test) return null;
  return { keys: [{ ...account.publicJwk, kid: account.keyId, alg: "RS256", use: "sig" }] };
}
