import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { genericObject } from "@/lib/wallet/google/generic-object";
import { parseServiceAccount } from "@/lib/wallet/google/service-account";
import { saveUrlOf, signSaveJwt } from "@/lib/wallet/google/sign-save-jwt";
import { makeServiceAccountJson } from "@/lib/wallet/google/test-key";

describe("Google Wallet save JWT", () => {
  it("is an RS256 JWT of the service account with Google's claims, verifiable with its public key", async () => {
    const account = parseServiceAccount(await makeServiceAccountJson(), "3388000000099999999", true);
    const object = genericObject(
      {
        certificationId: 1, number: "DC-2026-000001", memberId: "IT26-000-001", holderName: "Ada Reef", courseName: "Open Water",
        level: "diver", isoEquivalent: null, issuedAt: "2026-01-05", status: "valid", revoked: false, updatedAt: new Date(), language: "en", barcode: "x",
      },
      { issuerId: account.issuerId, appUrl: "https://divecert.example", test: true },
    );
    const now = new Date("2026-11-28T12:00:00Z");
    const jwt = await signSaveJwt(account, [object], "https://divecert.example", now);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: "RS256", kid: account.keyId, typ: "JWT" });
    const jwks = createLocalJWKSet({ keys: [{ ...account.publicJwk, kid: account.keyId, alg: "RS256" }] });
    const { payload } = await jwtVerify(jwt, jwks, { issuer: account.clientEmail, audience: "google", algorithms: ["RS256"], currentDate: now });
    expect(payload).toEqual({
      iss: account.clientEmail,
      aud: "google",
      typ: "savetowallet",
      iat: Math.floor(now.getTime() / 1000),
      origins: ["https://divecert.example"],
      payload: { genericClasses: [{ id: "3388000000099999999.divecert_certification" }], genericObjects: [object] },
    });
    expect(saveUrlOf(jwt)).toBe(`https://pay.google.com/gp/v/save/${jwt}`);
    // Another key does not verify it.
    const other = parseServiceAccount(await makeServiceAccountJson(), "1", true);
    await expect(jwtVerify(jwt, createLocalJWKSet({ keys: [{ ...other.publicJwk, kid: account.keyId, alg: "RS256" }] }))).rejects.toThrow();
  });
});
