import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { z } from "zod";
import { EnvError, env } from "@/lib/env";
import { TEST_ISSUER_ID, testServiceAccountJson } from "@/lib/wallet/google/test-key";

// The account that signs Google Wallet save links: a Google Cloud service account's key JSON
// (GOOGLE_WALLET_SERVICE_ACCOUNT, decision 0050) and the issuer id of the Google Pay & Wallet
// console, or the data folder's test key and a made-up issuer id. Checked at first use, so a
// wrong key is a clear error instead of a link Google refuses.

export type GoogleWalletAccount = {
  issuerId: string;
  /** The JWT's `iss`. */
  clientEmail: string;
  /** The JWT header's `kid`: the key JSON's private_key_id. */
  keyId: string;
  privateKey: KeyObject;
  /** The public half as a JWK (RSA: kty, n, e). */
  publicJwk: { kty: "RSA"; n: string; e: string };
  /** Signed with the data folder's test key: Google will not accept these links. */
  test: boolean;
};

const ZServiceAccountKey = z.object({
  type: z.literal("service_account").optional(),
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY-----"),
  private_key_id: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
});

/** Reads a service account key JSON; an EnvError naming what is wrong (never the key itself). */
export function parseServiceAccount(text: string, issuerId: string, test: boolean): GoogleWalletAccount {
  const setting = test ? "The Google Wallet test key" : "GOOGLE_WALLET_SERVICE_ACCOUNT";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EnvError(`${setting} is not JSON: give the service account key JSON downloaded from the Google Cloud console (text or file path).`);
  }
  const parsed = ZServiceAccountKey.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".")))].join(", ");
    throw new EnvError(`${setting} is not a Google service account key (type, client_email, private_key, private_key_id); wrong or missing: ${fields}.`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(parsed.data.private_key.replace(/\\n/g, "\n"));
  } catch {
    throw new EnvError(`${setting}: private_key is not a readable PEM private key.`);
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== "rsa" || bits < 2048) {
    throw new EnvError(`${setting}: private_key must be an RSA key of at least 2048 bits (Google signs save links with RS256).`);
  }
  const { n, e } = createPublicKey(privateKey).export({ format: "jwk" });
  return {
    issuerId,
    clientEmail: parsed.data.client_email,
    keyId: parsed.data.private_key_id,
    privateKey,
    publicJwk: { kty: "RSA", n: n!, e: e! },
    test,
  };
}

let cached: { source: string; account: Promise<GoogleWalletAccount> } | undefined;

/** The running configuration's account, read once per setting (a changed setting, as in tests, reloads it); null when Google Wallet is off. */
export function googleWalletAccount(): Promise<GoogleWalletAccount | null> {
  const e = env();
  const google = e.wallet.google;
  if (google.mode === "off") return Promise.resolve(null);
  // The test key lives in the data folder: another folder (as in tests) is another key.
  const source = google.mode === "production" ? `production:${google.issuerId}:${google.serviceAccountJson}` : `test:${e.dataDir}`;
  if (!cached || cached.source !== source) {
    const account =
      google.mode === "production"
        ? Promise.resolve().then(() => parseServiceAccount(google.serviceAccountJson, google.issuerId, false))
        : testServiceAccountJson(e.dataDir).then((text) => parseServiceAccount(text, TEST_ISSUER_ID, true));
    cached = { source, account };
    account.catch(() => {
      if (cached?.account === account) cached = undefined;
    });
  }
  return cached.account;
}
