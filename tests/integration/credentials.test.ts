import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { verifyJWS } from "did-jwt";
import { Resolver } from "did-resolver";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { getResolver } from "web-did-resolver";
import { afterAll, describe, expect, it } from "vitest";
import * as didRoute from "@/app/.well-known/did.json/route";
import * as jwksRoute from "@/app/.well-known/jwks.json/route";
import * as statusRoute from "@/app/api/v1/credentials/status/[list]/route";
import * as credentialRoute from "@/app/api/v1/user/certifications/[certification]/credential/route";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests } from "@/lib/env";
import { generateSigningJwk } from "@/lib/credentials/keys";
import { bitIsSet, statusPosition } from "@/lib/credentials/status-bits";
import { signedQrByNumber } from "@/lib/credentials/compact-code";
import { verifyCompact } from "@/lib/credentials/compact";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const baseEnv = env();
afterAll(() => setEnvForTests(baseEnv));

let seq = 0;
async function certify(userId: number) {
  const db = await getDb();
  seq += 1;
  const course = await db.course.create({
    data: { code: `VC${seq}-${Date.now()}`, name: `Advanced Diver ${seq}`, level: "diver", isoEquivalent: "ISO 24801-2", description: "Deeper dives." },
  });
  return db.certification.create({
    data: { number: `DC-2026-${String(200000 + seq + Math.floor(Math.random() * 700000))}`, userId, courseId: course.id, level: "diver", isoEquivalent: "ISO 24801-2", issuedAt: new Date("2026-04-02T00:00:00Z") },
  });
}

const getCredential = (id: number, token: string) =>
  call(credentialRoute.GET, { path: `/api/v1/user/certifications/${id}/credential`, token, params: { certification: String(id) } });
const getJwks = async () => (await jwksRoute.GET(new Request(`${env().appUrl}/.well-known/jwks.json`))).json();
async function statusBits(list: number, etag?: string) {
  const res = await call(statusRoute.GET, { path: `/api/v1/credentials/status/${list}`, params: { list: String(list) }, headers: etag ? { "if-none-match": etag } : {} });
  return res;
}
const bitsOf = (encodedList: string) => new Uint8Array(gunzipSync(Buffer.from(encodedList.slice(1), "base64url")));

describe("verifiable certifications", () => {
  it("issues the holder's credential, verifiable with the published JWKS; another's is 404", async () => {
    const diver = await createUser({ firstName: "Ada", lastName: "Reef" });
    const other = await createUser();
    const cert = await certify(diver.user.id);

    const res = await getCredential(cert.id, diver.token);
    expect(res.status).toBe(200);
    const { jwt, credential } = res.json.data;
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "EdDSA", typ: "vc+jwt" });
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.issuer.id).toBe("did:web:localhost%3A3000");
    expect(credential.credentialSubject.identifier[0].identityHash).toBe(diver.user.memberId);
    expect(credential.credentialSubject.identifier[1].identityHash).toBe("Ada Reef");

    const jwks = await getJwks();
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { typ: "vc+jwt", algorithms: ["EdDSA"] });
    const { iss, jti, ...claims } = payload;
    expect(claims).toEqual(credential);
    expect(iss).toBe(credential.issuer.id);

    expect((await getCredential(cert.id, other.token)).status).toBe(404);
    expect((await getCredential(999_999_999, diver.token)).status).toBe(404);
    const unverified = await createUser({ verified: false });
    expect((await getCredential(cert.id, unverified.token)).status).toBe(403);
  });

  it("sets the certification's bit in the signed status list once it is revoked, with ETag and 304", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id);
    const { credential } = (await getCredential(cert.id, diver.token)).json.data;
    const { list, bit } = statusPosition(cert.statusListIndex);
    expect(credential.credentialStatus.statusListIndex).toBe(String(bit));
    expect(credential.credentialStatus.statusListCredential).toBe(`http://localhost:3000/api/v1/credentials/status/${list}`);

    const before = await statusBits(list);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const etag = before.headers.get("etag")!;
    expect(bitIsSet(bitsOf(before.json.data.credential.credentialSubject.encodedList), bit)).toBe(false);
    expect((await statusBits(list, etag)).status).toBe(304);

    // What the staff console's revoke does: the status changes, nothing else.
    const db = await getDb();
    await db.certification.update({ where: { id: cert.id }, data: { status: "revoked" } });
    const after = await statusBits(list, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const { jwt, credential: statusCredential } = after.json.data;
    expect(statusCredential.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await getJwks()), { typ: "vc+jwt" });
    const bits = bitsOf((payload.credentialSubject as { encodedList: string }).encodedList);
    expect(bits.length).toBe(16_384);
    expect(bitIsSet(bits, bit)).toBe(true);

    // The bare JWT for verifiers that ask for it; an unknown list is a 404.
    // (Called directly: the OpenAPI declaration describes the JSON answer, the description this one.)
    const raw = await statusRoute.GET(new Request(`http://localhost:3000/api/v1/credentials/status/${list}`, { headers: { accept: "application/vc+jwt" } }), { params: Promise.resolve({ list: String(list) }) });
    expect(raw.headers.get("content-type")).toBe("application/vc+jwt");
    expect(await raw.text()).toBe(jwt);
    expect((await statusBits(9_999)).status).toBe(404);
    expect((await statusBits(0)).status).toBe(404);
  });

  it("signs the card's QR code so it verifies offline with the published key", async () => {
    const diver = await createUser({ firstName: "Luca", lastName: "Onda" });
    const cert = await certify(diver.user.id);
    const signed = await signedQrByNumber(cert.number);
    expect(signed!.link).toMatch(/^http:\/\/localhost:3000\/verify#DC1:/);
    const result = await verifyCompact(signed!.link, (await getJwks()).keys);
    expect(result).toMatchObject({ ok: true, claims: { number: cert.number, memberId: diver.user.memberId, holderName: "Luca Onda", statusIndex: cert.statusListIndex } });
  });

  it("still verifies old credentials after a key rotation; new ones carry the new key", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id);
    const old = (await getCredential(cert.id, diver.token)).json.data.jwt as string;
    const oldKid = decodeProtectedHeader(old).kid;

    // The embedded key from the data folder, rotated as the README says: new private key first.
    const current = JSON.parse(readFileSync(path.join(env().dataDir, "credentials-signing-key.json"), "utf8"));
    const { d: _private, ...oldPublic } = current;
    setEnvForTests({ ...baseEnv, credentialsSigningKey: JSON.stringify([generateSigningJwk(), oldPublic]) });
    try {
      const jwks = await getJwks();
      expect(jwks.keys).toHaveLength(2);
      expect(jwks.keys[1].kid).toBe(oldKid);
      expect(jwks.keys.every((k: Record<string, unknown>) => !("d" in k))).toBe(true);
      await expect(jwtVerify(old, createLocalJWKSet(jwks))).resolves.toBeTruthy();
      const fresh = (await getCredential(cert.id, diver.token)).json.data.jwt as string;
      expect(decodeProtectedHeader(fresh).kid).toBe(jwks.keys[0].kid);
      await expect(jwtVerify(fresh, createLocalJWKSet(jwks))).resolves.toBeTruthy();
      const doc = await (await didRoute.GET(new Request(`${env().appUrl}/.well-known/did.json`))).json();
      expect(doc.assertionMethod).toEqual(jwks.keys.map((k: { kid: string }) => `did:web:localhost%3A3000#${k.kid}`));
    } finally {
      setEnvForTests(baseEnv);
    }
  });

  it("interoperates: did-resolver + web-did-resolver fetch our DID document over HTTPS, did-jwt verifies the JWT", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "divecert-tls-"));
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")], { stdio: "ignore" });
    const cert = readFileSync(path.join(dir, "cert.pem"));
    // The route handler itself answers, behind a real TLS server (did:web resolves over https only).
    const server = https.createServer({ key: readFileSync(path.join(dir, "key.pem")), cert }, async (req, res) => {
      const answer = await didRoute.GET(new Request(`https://localhost${req.url}`));
      res.writeHead(req.url === "/.well-known/did.json" ? answer.status : 404, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const previousCa = https.globalAgent.options.ca;
    https.globalAgent.options.ca = cert;
    setEnvForTests({ ...baseEnv, appUrl: `https://localhost:${port}` });
    try {
      const diver = await createUser();
      const certification = await certify(diver.user.id);
      const { jwt, credential } = (await getCredential(certification.id, diver.token)).json.data;
      expect(credential.issuer.id).toBe(`did:web:localhost%3A${port}`);

      const resolved = await new Resolver(getResolver()).resolve(credential.issuer.id);
      expect(resolved.didResolutionMetadata.error).toBeUndefined();
      const doc = resolved.didDocument!;
      const kid = decodeProtectedHeader(jwt).kid;
      const method = doc.verificationMethod!.find((m) => m.id === `${doc.id}#${kid}`)!;
      expect(doc.assertionMethod).toContain(method.id);
      expect(verifyJWS(jwt, method).id).toBe(method.id);

      // A one-character change in the payload is rejected by the same library.
      const [h, p, s] = jwt.split(".");
      const tampered = `${h}.${p!.slice(0, 10)}${p![10] === "A" ? "B" : "A"}${p!.slice(11)}.${s}`;
      expect(() => verifyJWS(tampered, method)).toThrow();
    } finally {
      setEnvForTests(baseEnv);
      https.globalAgent.options.ca = previousCa;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
