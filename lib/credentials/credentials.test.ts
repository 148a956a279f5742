import { gunzipSync } from "node:zlib";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { base45Decode, base45Encode } from "@/lib/credentials/base45";
import { PREFIX, claimsToCbor, codeLink, extractCode, signCompact, verifyCompact, type CompactClaims } from "@/lib/credentials/compact";
import { didDocument, didOf } from "@/lib/credentials/did";
import { generateSigningJwk, loadSigningKeys } from "@/lib/credentials/keys";
import { openBadgeCredential } from "@/lib/credentials/open-badge";
import { signCredential } from "@/lib/credentials/sign-credential";
import { LIST_BITS, bitIsSet, bitstringOf, statusPosition } from "@/lib/credentials/status-bits";
import { encodeList } from "@/lib/credentials/status-list";

const source = {
  number: "DC-2026-000123",
  memberId: "IT14-729-985",
  holderName: "Zoë Müller",
  courseCode: "OWD",
  courseName: "Open Water Diver",
  courseDescription: "The first course.",
  level: "diver",
  isoEquivalent: "ISO 24801-2",
  issuedAt: "2026-03-01",
  statusIndex: LIST_BITS + 5,
  revoked: false,
};
const opts = { appUrl: "https://certs.example:8443", did: "did:web:certs.example%3A8443" };
const { courseDescription: _d, revoked: _r, ...claims } = source satisfies CompactClaims & Record<string, unknown>;

describe("did:web", () => {
  it("percent-encodes the port and turns a path into colon-separated segments", () => {
    expect(didOf("https://divecert.example")).toBe("did:web:divecert.example");
    expect(didOf("http://localhost:3000")).toBe("did:web:localhost%3A3000");
    expect(didOf("https://example.org/divecert/")).toBe("did:web:example.org:divecert");
  });
});

describe("Open Badges 3.0 credential", () => {
  it("is a canonical function of the certification", () => {
    const a = openBadgeCredential(source, opts);
    expect(JSON.stringify(a)).toBe(JSON.stringify(openBadgeCredential({ ...source }, opts)));
    expect(a["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(a.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(a.issuer).toMatchObject({ id: opts.did, name: "DiveCert" });
    expect(a.validFrom).toBe("2026-03-01T00:00:00Z");
    expect(a.credentialSubject.identifier.map((i) => i.identityHash)).toEqual(["IT14-729-985", "Zoë Müller"]);
    expect(a.credentialSubject.achievement).toMatchObject({ name: "Open Water Diver", level: "diver", isoEquivalent: "ISO 24801-2", humanCode: "OWD" });
    // The second list, bit 5.
    expect(a.credentialStatus).toEqual({
      id: "https://certs.example:8443/api/v1/credentials/status/2#5",
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "5",
      statusListCredential: "https://certs.example:8443/api/v1/credentials/status/2",
    });
  });

  it("signs as VC-JOSE and verifies only with the right key", async () => {
    const keys = await loadSigningKeys([generateSigningJwk()]);
    const jwt = await signCredential(openBadgeCredential(source, opts), keys);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: "EdDSA", typ: "vc+jwt", kid: keys.kid });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet({ keys: keys.publicKeys }), { typ: "vc+jwt", algorithms: ["EdDSA"] });
    expect(payload).toMatchObject({ iss: opts.did, credentialSubject: { certificationNumber: "DC-2026-000123" } });

    const other = await loadSigningKeys([generateSigningJwk()]);
    await expect(jwtVerify(jwt, createLocalJWKSet({ keys: other.publicKeys }))).rejects.toThrow();
    const [h, p, s] = jwt.split(".");
    const forged = Buffer.from(p!, "base64url").toString().replace("Zoë Müller", "Zoe Miller");
    await expect(jwtVerify(`${h}.${Buffer.from(forged).toString("base64url")}.${s}`, createLocalJWKSet({ keys: keys.publicKeys }))).rejects.toThrow();
  });

  it("keeps old public keys after a rotation, current first, kid = RFC 7638 thumbprint", async () => {
    const old = generateSigningJwk();
    const fresh = generateSigningJwk();
    const { d: _d, ...oldPublic } = old;
    const keys = await loadSigningKeys([fresh, oldPublic]);
    expect(keys.publicKeys).toHaveLength(2);
    expect(keys.publicKeys.every((k) => !("d" in k) && /^[\w-]{43}$/.test(k.kid))).toBe(true);
    const doc = didDocument("did:web:certs.example", keys.publicKeys);
    expect(doc.verificationMethod.map((m) => m.id)).toEqual(keys.publicKeys.map((k) => `did:web:certs.example#${k.kid}`));
    expect(doc.verificationMethod[0]).toMatchObject({ type: "JsonWebKey", controller: "did:web:certs.example", publicKeyJwk: { kty: "OKP", crv: "Ed25519" } });
    expect(doc.assertionMethod).toEqual(doc.verificationMethod.map((m) => m.id));
  });
});

describe("status list bits", () => {
  it("places index 0 at the left-most bit of the first byte and splits lists at 131,072", () => {
    expect(statusPosition(0)).toEqual({ list: 1, bit: 0 });
    expect(statusPosition(LIST_BITS - 1)).toEqual({ list: 1, bit: LIST_BITS - 1 });
    expect(statusPosition(LIST_BITS)).toEqual({ list: 2, bit: 0 });
    const bits = bitstringOf([0, 9, LIST_BITS - 1]);
    expect(bits.length).toBe(16_384);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[16_383]).toBe(0b0000_0001);
    expect([0, 9, LIST_BITS - 1].every((b) => bitIsSet(bits, b))).toBe(true);
    expect(bitIsSet(bits, 1)).toBe(false);
  });

  it("encodes as multibase base64url of the GZIP of the bits", () => {
    const encoded = encodeList(bitstringOf([42]));
    expect(encoded.startsWith("u")).toBe(true);
    const back = new Uint8Array(gunzipSync(Buffer.from(encoded.slice(1), "base64url")));
    expect(back.length).toBe(16_384);
    expect(bitIsSet(back, 42)).toBe(true);
    expect(encoded.length).toBeLessThan(200);
  });
});

describe("base45 (RFC 9285)", () => {
  it("matches the RFC's examples and rejects what it calls invalid", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(base45Encode(text("AB"))).toBe("BB8");
    expect(base45Encode(text("Hello!!"))).toBe("%69 VD92EX0");
    expect(base45Encode(text("base-45"))).toBe("UJCLQE7W581");
    expect(new TextDecoder().decode(base45Decode("QED8WEX0"))).toBe("ietf!");
    expect(() => base45Decode("GGW")).toThrow(); // 65536+ is invalid
    expect(() => base45Decode("ab")).toThrow();
    expect(() => base45Decode("A")).toThrow();
  });
});

describe("the QR's COSE code", () => {
  it("has canonical claims and verifies offline with the published key", async () => {
    expect(claimsToCbor(claims)).toEqual(claimsToCbor({ ...claims }));
    const keys = await loadSigningKeys([generateSigningJwk()]);
    const code = await signCompact(claims, keys);
    expect(code.startsWith(PREFIX)).toBe(true);
    expect(code.length).toBeLessThan(400);
    const result = await verifyCompact(code, keys.publicKeys);
    expect(result).toEqual({ ok: true, claims, kid: keys.kid });
    // The link a camera app opens carries the same code.
    const link = codeLink("https://certs.example", code);
    expect(link).toMatch(/^https:\/\/certs\.example\/verify#DC1:[0-9A-Z$%*+\-./:]+$/);
    expect(extractCode(link)).toBe(code);
    expect(await verifyCompact(link, keys.publicKeys)).toMatchObject({ ok: true });
  });

  it("rejects a changed character, an unknown key and garbage", async () => {
    const keys = await loadSigningKeys([generateSigningJwk()]);
    const code = await signCompact(claims, keys);
    let rejected = 0;
    // Every position of the signed part: a one-character change never verifies.
    for (let i = PREFIX.length; i < code.length; i += 7) {
      const c = code[i] === "0" ? "1" : "0";
      const changed = code.slice(0, i) + c + code.slice(i + 1);
      const result = await verifyCompact(changed, keys.publicKeys);
      expect(result.ok).toBe(false);
      rejected++;
    }
    expect(rejected).toBeGreaterThan(40);
    const other = await loadSigningKeys([generateSigningJwk()]);
    expect(await verifyCompact(code, other.publicKeys)).toEqual({ ok: false, reason: "unknown_key" });
    expect(await verifyCompact("DC1:hello", keys.publicKeys)).toEqual({ ok: false, reason: "malformed" });
    expect(await verifyCompact("https://example.org/verify/IT14-729-985", keys.publicKeys)).toEqual({ ok: false, reason: "malformed" });
  });

  it("changing the claims under the same signature is forged", async () => {
    const keys = await loadSigningKeys([generateSigningJwk()]);
    const a = await signCompact(claims, keys);
    const b = await signCompact({ ...claims, holderName: "Someone Else" }, keys);
    // The signature of one on the body of the other.
    const raw = (c: string) => base45Decode(c.slice(4));
    const ra = raw(a);
    const rb = raw(b);
    const spliced = new Uint8Array([...rb.slice(0, rb.length - 64), ...ra.slice(ra.length - 64)]);
    expect(await verifyCompact(PREFIX + base45Encode(spliced), keys.publicKeys)).toEqual({ ok: false, reason: "bad_signature" });
  });
});
