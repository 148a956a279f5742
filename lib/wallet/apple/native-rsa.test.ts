import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { withNativeRsa } from "@/lib/wallet/apple/native-rsa";

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const encrypted = privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "reef" }).toString();

const digest = (algorithm: "sha1" | "sha256", text: string) => {
  const md = forge.md[algorithm].create();
  md.update(text, "utf8");
  return md;
};

describe("withNativeRsa", () => {
  it("signs the same bytes as forge, SHA-1 (what passkit-generator signs with) and SHA-256", () => {
    for (const algorithm of ["sha1", "sha256"] as const) {
      const byForge = forge.pki.decryptRsaPrivateKey(pem)!.sign(digest(algorithm, "manifest"), "RSASSA-PKCS1-V1_5");
      const native = withNativeRsa(() => forge.pki.decryptRsaPrivateKey(pem)!.sign(digest(algorithm, "manifest"), "RSASSA-PKCS1-V1_5"));
      expect(native).toBe(byForge);
      expect(native).toHaveLength(256);
    }
  });

  it("reads an encrypted key with its passphrase", () => {
    const byForge = forge.pki.decryptRsaPrivateKey(encrypted, "reef")!.sign(digest("sha1", "x"), "RSASSA-PKCS1-V1_5");
    expect(withNativeRsa(() => forge.pki.decryptRsaPrivateKey(encrypted, "reef")!.sign(digest("sha1", "x"), "RSASSA-PKCS1-V1_5"))).toBe(byForge);
  });

  it("puts forge back afterwards, also when the call throws", () => {
    const original = forge.pki.decryptRsaPrivateKey;
    withNativeRsa(() => expect(forge.pki.decryptRsaPrivateKey).not.toBe(original));
    expect(forge.pki.decryptRsaPrivateKey).toBe(original);
    expect(() =>
      withNativeRsa(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(forge.pki.decryptRsaPrivateKey).toBe(original);
  });
});
