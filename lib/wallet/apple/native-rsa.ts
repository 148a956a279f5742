import { constants, createPrivateKey, privateEncrypt } from "node:crypto";
import forge from "node-forge";

// passkit-generator signs a pass's manifest with node-forge: its PKCS#7 structure is what Wallet
// wants, but its RSA is JavaScript, about 50 ms a signature on this machine, nearly all of a pass's
// cost (bench:wallet). While one pass is closed (passkit-generator's getAsBuffer, a synchronous
// call: nothing else runs meanwhile), the key forge reads for it signs through node:crypto
// (OpenSSL) instead. RSASSA-PKCS1-v1_5 is deterministic, so the signature is the same bytes
// (native-rsa.test.ts); anything else forge asks of the key is forge's own.

type ForgeKey = forge.pki.rsa.PrivateKey;
type Md = forge.md.MessageDigest & { algorithm?: string };
type Decrypt = (pem: string, passphrase?: string) => ForgeKey | null;

// DER DigestInfo headers (RFC 8017, section 9.2, note 1) of the digests forge's PKCS#7 signs with.
const DIGEST_INFO: Record<string, Buffer> = {
  sha1: Buffer.from("3021300906052b0e03021a05000414", "hex"),
  sha256: Buffer.from("3031300d060960864801650304020105000420", "hex"),
};

// Parsed once per key (forge's parse is a few milliseconds of its own).
const keys = new Map<string, ForgeKey | null>();

function nativeKey(original: Decrypt, pem: string, passphrase: string | undefined): ForgeKey | null {
  const id = `${passphrase ?? ""}\u0000${pem}`;
  if (keys.has(id)) return keys.get(id)!;
  const key = original(pem, passphrase);
  if (key) {
    const native = createPrivateKey({ key: pem, format: "pem", passphrase });
    const forgeSign = key.sign.bind(key);
    key.sign = ((md: Md, scheme?: string) => {
      const header = DIGEST_INFO[md.algorithm ?? ""];
      if (!header || (scheme !== undefined && scheme !== "RSASSA-PKCS1-V1_5")) return forgeSign(md, scheme as "RSASSA-PKCS1-V1_5");
      const digest = Buffer.from(md.digest().getBytes(), "binary");
      return privateEncrypt({ key: native, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([header, digest])).toString("binary");
    }) as ForgeKey["sign"];
  }
  keys.set(id, key);
  return key;
}

/** Runs `close` (synchronous) with forge's private keys signing natively. */
export function withNativeRsa<T>(close: () => T): T {
  const pki = forge.pki as unknown as { decryptRsaPrivateKey: Decrypt };
  const original = pki.decryptRsaPrivateKey;
  pki.decryptRsaPrivateKey = (pem, passphrase) => nativeKey(original, pem, passphrase);
  try {
    return close();
  } finally {
    pki.decryptRsaPrivateKey = original;
  }
}
