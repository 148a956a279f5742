import { generateKeyPairSync } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { calculateJwkThumbprint, importJWK, type JWK } from "jose";
import { EnvError, env } from "@/lib/env";

// The organisation's signing keys (decision 0032). CREDENTIALS_SIGNING_KEY is one private Ed25519
// JWK or a list: the current private key first, then older keys (only their public parts are kept),
// so credentials signed before a rotation still verify against the published documents.

export type PublicKey = { kty: "OKP"; crv: "Ed25519"; x: string; kid: string; alg: "EdDSA"; use: "sig" };
export type SigningKeys = { kid: string; privateKey: CryptoKey; publicKeys: PublicKey[] };

const FILE = "credentials-signing-key.json";

/** A fresh private Ed25519 JWK (what `npm run credentials:key` prints and the embedded mode stores). */
export function generateSigningJwk(): JWK {
  const { privateKey } = generateKeyPairSync("ed25519");
  return privateKey.export({ format: "jwk" }) as JWK;
}

// Generated into the data folder on first use, like AUTH_SECRET, and kept across restarts.
function embeddedKey(dataDir: string): string {
  const file = path.join(dataDir, FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const text = JSON.stringify(generateSigningJwk());
  try {
    writeFileSync(file, text + "\n", { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    // Another module of this process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  return text;
}

function configuredKeys(): JWK[] {
  const e = env();
  let text = e.credentialsSigningKey;
  if (!text) {
    if (!e.embedded) {
      throw new EnvError(
        "CREDENTIALS_SIGNING_KEY is required when DATABASE_URL is set (server mode): the organisation's Ed25519 private JWK. " +
          "Generate one with: npm run credentials:key",
      );
    }
    text = embeddedKey(e.dataDir);
  }
  const parsed = JSON.parse(text) as JWK | JWK[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** The public part of a JWK with its RFC 7638 thumbprint as `kid`. */
export async function publicKeyOf(jwk: JWK): Promise<PublicKey> {
  const kid = await calculateJwkThumbprint({ kty: "OKP", crv: "Ed25519", x: jwk.x! }, "sha256");
  return { kty: "OKP", crv: "Ed25519", x: jwk.x!, kid, alg: "EdDSA", use: "sig" };
}

export async function loadSigningKeys(jwks: JWK[]): Promise<SigningKeys> {
  const publicKeys: PublicKey[] = [];
  for (const jwk of jwks) {
    const pub = await publicKeyOf(jwk);
    if (!publicKeys.some((k) => k.kid === pub.kid)) publicKeys.push(pub);
  }
  const [current] = jwks;
  const privateKey = (await importJWK({ kty: "OKP", crv: "Ed25519", x: current!.x, d: current!.d }, "EdDSA")) as CryptoKey;
  return { kid: publicKeys[0]!.kid, privateKey, publicKeys };
}

let cached: { source: string | undefined; keys: Promise<SigningKeys> } | undefined;

/** The keys of the running configuration (read once; a changed setting, as in tests, reloads them). */
export function signingKeys(): Promise<SigningKeys> {
  const e = env();
  // The embedded key lives in the data folder: another folder (as in tests) is another key.
  const source = e.credentialsSigningKey ?? `embedded:${e.dataDir}`;
  if (!cached || cached.source !== source) {
    const keys = loadSigningKeys(configuredKeys());
    cached = { source, keys };
    keys.catch(() => (cached = undefined));
  }
  return cached.keys;
}
