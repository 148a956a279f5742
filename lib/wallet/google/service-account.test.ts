import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EnvError } from "@/lib/env";
import { parseServiceAccount } from "@/lib/wallet/google/service-account";
import { makeServiceAccountJson } from "@/lib/wallet/google/test-key";

const pem = (key: ReturnType<typeof generateKeyPairSync>["privateKey"]) => key.export({ type: "pkcs8", format: "pem" }).toString();

describe("Google service account key", () => {
  it("reads Google's key JSON: e-mail, key id, the RSA key and its public JWK", async () => {
    const text = await makeServiceAccountJson("wallet@acme-1.iam.gserviceaccount.com", "acme-1");
    const json = JSON.parse(text);
    const account = parseServiceAccount(text, "3388000000012345678", false);
    expect(account).toMatchObject({ issuerId: "3388000000012345678", clientEmail: "wallet@acme-1.iam.gserviceaccount.com", keyId: json.private_key_id, test: false });
    expect(account.privateKey.asymmetricKeyType).toBe("rsa");
    expect(account.publicJwk.kty).toBe("RSA");
    expect(account.publicJwk.e).toBe("AQAB");
    expect(Buffer.from(account.publicJwk.n, "base64url").length).toBe(256);
  });

  it("takes a private key whose newlines came escaped (as container platforms store settings)", async () => {
    const json = JSON.parse(await makeServiceAccountJson());
    const escaped = JSON.stringify({ ...json, private_key: json.private_key.replace(/\n/g, "\\n") });
    expect(parseServiceAccount(escaped, "1234567", false).keyId).toBe(json.private_key_id);
  });

  it("refuses what is not a usable key with an error naming the problem and never the key", async () => {
    const good = JSON.parse(await makeServiceAccountJson());
    const refusal = (text: string) => {
      try {
        parseServiceAccount(text, "1234567", false);
      } catch (e) {
        expect(e).toBeInstanceOf(EnvError);
        expect((e as Error).message).not.toContain("PRIVATE KEY");
        return (e as Error).message;
      }
      throw new Error("accepted");
    };
    expect(refusal("not json")).toMatch(/GOOGLE_WALLET_SERVICE_ACCOUNT is not JSON/);
    expect(refusal(JSON.stringify({ ...good, client_email: undefined }))).toMatch(/wrong or missing: client_email/);
    expect(refusal(JSON.stringify({ ...good, private_key_id: "" }))).toMatch(/private_key_id/);
    expect(refusal(JSON.stringify({ ...good, type: "authorized_user" }))).toMatch(/type/);
    expect(refusal(JSON.stringify({ ...good, private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n" }))).toMatch(/not a readable PEM/);
    const ec = pem(generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey);
    expect(refusal(JSON.stringify({ ...good, private_key: ec }))).toMatch(/RSA key of at least 2048 bits/);
    const small = pem(generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey);
    expect(refusal(JSON.stringify({ ...good, private_key: small }))).toMatch(/RSA key of at least 2048 bits/);
  });
});
