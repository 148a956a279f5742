import { spawnSync } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as jwksRoute from "@/app/.well-known/jwks.json/route";
import * as caRoute from "@/app/.well-known/divecert-test-pass-ca.pem/route";
import * as apiRoute from "@/app/api/v1/user/certifications/[certification]/wallet/apple/route";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests } from "@/lib/env";
import { signedQrByNumber } from "@/lib/credentials/compact-code";
import { verifyCompact } from "@/lib/credentials/compact";
import { passAuthToken } from "@/lib/wallet/apple/pass-token";
import { createUser } from "@/tests/support/factories";
import { buildRequest, call } from "@/tests/support/http";
import { contractProblems } from "@/tests/support/contract";
import { scope, sessionOf } from "@/tests/support/page-scope";
import { readZip, type ZipEntries } from "@/tests/support/zip";

// The Apple Wallet pass, checked as Wallet (and anyone with openssl) would check it, independently
// of the code that made it: the ZIP unzipped, every file's SHA-1 recomputed against manifest.json,
// the detached PKCS#7 signature verified by `openssl smime` against the test root the server
// publishes, the signer certificate read from the signature, and pass.json's fields compared with
// the card's signed QR link from lib/credentials.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));
const pageRoute = await import("@/app/(account)/certifications/[id]/wallet/apple/route");

const baseEnv = env();
// The data folder's test chain (three RSA keys) and the pass images are made once, in a hook, not
// inside the first test's time.
beforeAll(async () => {
  await (await import("@/lib/wallet/apple/test-chain")).testPassChain();
  await (await import("@/lib/wallet/apple/pass-images")).applePassImages();
});
afterEach(() => setEnvForTests(baseEnv));
afterAll(() => setEnvForTests(baseEnv));

let seq = 0;
async function certify(userId: number, options: { iso?: string | null } = {}) {
  const db = await getDb();
  seq += 1;
  const course = await db.course.create({
    data: { code: `AP${seq}-${Date.now()}`, name: `Deep "Reef" Diver ${seq}`, level: "diver", isoEquivalent: options.iso ?? null, description: "Deeper dives." },
  });
  return db.certification.create({
    data: {
      number: `DC-2026-${String(300000 + seq + Math.floor(Math.random() * 600000))}`,
      userId,
      courseId: course.id,
      level: "diver",
      isoEquivalent: options.iso === undefined ? "ISO 24801-2" : options.iso,
      issuedAt: new Date("2026-04-02T00:00:00Z"),
    },
  });
}

const apiPath = (id: number) => `/api/v1/user/certifications/${id}/wallet/apple`;

/** The API route's answer with its bytes (call() reads bodies as text, which a ZIP does not survive). */
async function download(id: number, token: string) {
  const handler = apiRoute.GET as (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  const res = await handler(buildRequest({ path: apiPath(id), token }), { params: Promise.resolve({ certification: String(id) }) });
  expect(contractProblems(apiRoute.GET, res.status, res.headers, undefined)).toEqual([]);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function rootPem(): Promise<string> {
  const res = await caRoute.GET(new Request(`${env().appUrl}/.well-known/divecert-test-pass-ca.pem`));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/x-pem-file");
  return res.text();
}

const sha1 = (b: Buffer) => createHash("sha1").update(b).digest("hex");

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Unzipped into a folder of its own, as openssl needs files (removed after the file's tests). */
function unpack(entries: ZipEntries): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "divecert-pkpass-"));
  folders.push(dir);
  for (const [name, bytes] of entries) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

function opensslVerify(dir: string, caFile: string, content = "manifest.json") {
  return spawnSync("openssl", ["smime", "-verify", "-binary", "-inform", "DER", "-in", "signature", "-content", content, "-CAfile", caFile, "-purpose", "any", "-out", os.devNull], {
    cwd: dir,
    encoding: "utf8",
  });
}

/** The certificates the PKCS#7 signature carries, read by openssl. */
function certificatesIn(dir: string): X509Certificate[] {
  const out = spawnSync("openssl", ["pkcs7", "-inform", "DER", "-in", "signature", "-print_certs"], { cwd: dir, encoding: "utf8" });
  expect(out.status).toBe(0);
  return (out.stdout.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((pem) => new X509Certificate(pem));
}

describe("the Apple Wallet pass", () => {
  it("is a ZIP whose manifest lists the SHA-1 of every other file and whose signature verifies against the published test root", async () => {
    const diver = await createUser({ firstName: "Ada", lastName: "Reef" });
    const cert = await certify(diver.user.id);
    const { res, bytes } = await download(cert.id, diver.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${cert.number}.pkpass"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(new Date(res.headers.get("last-modified")!).getTime()).toBe(Math.floor(cert.updatedAt.getTime() / 1000) * 1000);

    const entries = await readZip(bytes);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8")) as Record<string, string>;
    const others = [...entries.keys()].filter((name) => name !== "manifest.json" && name !== "signature").sort();
    expect(Object.keys(manifest).sort()).toEqual(others);
    for (const name of others) expect(manifest[name], name).toBe(sha1(entries.get(name)!));
    for (const required of ["pass.json", "icon.png", "icon@2x.png", "icon@3x.png", "logo.png", "logo@2x.png", "logo@3x.png", "en.lproj/pass.strings", "it.lproj/pass.strings", "zh-Hans.lproj/pass.strings"]) {
      expect(others).toContain(required);
    }

    const dir = unpack(entries);
    const caFile = path.join(dir, "..", `${path.basename(dir)}-root.pem`);
    writeFileSync(caFile, await rootPem());
    const verified = opensslVerify(dir, caFile);
    expect(verified.status, verified.stderr).toBe(0);

    // One byte of the manifest changed: the signature no longer holds.
    const tampered = Buffer.from(entries.get("manifest.json")!);
    tampered[tampered.length - 3] = tampered[tampered.length - 3] === 0x30 ? 0x31 : 0x30;
    writeFileSync(path.join(dir, "manifest-tampered.json"), tampered);
    expect(opensslVerify(dir, caFile, "manifest-tampered.json").status).not.toBe(0);

    // Signed against another root (a CA file that is not ours): refused too.
    const otherCa = path.join(dir, "other-ca.pem");
    writeFileSync(otherCa, (await import("@/lib/wallet/apple/test-chain")).makeTestPassChain().rootPem);
    expect(opensslVerify(dir, otherCa).status).not.toBe(0);

    // The signer is a pass type certificate like Apple's, issued by the WWDR stand-in, issued by the root.
    const carried = certificatesIn(dir);
    expect(carried).toHaveLength(2);
    const signer = carried.find((c) => c.subject.includes("UID="));
    expect(signer!.subject).toContain("UID=pass.org.divecert.test");
    expect(signer!.subject).toContain("OU=DCTEST0001");
    const wwdr = carried.find((c) => c !== signer && signer!.checkIssued(c))!;
    expect(wwdr.subject).toContain("CN=DiveCert Test WWDR");
    expect(signer!.verify(wwdr.publicKey)).toBe(true);
    expect(wwdr.verify(new X509Certificate(await rootPem()).publicKey)).toBe(true);
  });

  it("carries the card's facts, the web service's address and token, and the card's signed QR link as barcode", async () => {
    const diver = await createUser({ firstName: "Luca", lastName: "Onda", defaultLanguage: "it" });
    const cert = await certify(diver.user.id);
    const { res, bytes } = await download(cert.id, diver.token);
    expect(res.status).toBe(200);
    const entries = await readZip(bytes);
    const pass = JSON.parse(entries.get("pass.json")!.toString("utf8"));

    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: "pass.org.divecert.test",
      teamIdentifier: "DCTEST0001",
      organizationName: "DiveCert",
      serialNumber: cert.number,
      authenticationToken: passAuthToken(cert.number),
      webServiceURL: "http://localhost:3000/api/v1/wallet/apple",
      logoText: "DiveCert",
      backgroundColor: "rgb(3, 105, 161)",
      foregroundColor: "rgb(255, 255, 255)",
      // The holder's language (Italian), with each language's words in its .lproj.
      description: "Tessera di certificazione DiveCert",
    });
    expect(pass.voided).toBeUndefined();
    const fields = (group: string) => Object.fromEntries((pass.generic[group] as { key: string; label?: string; value: string }[]).map((f) => [f.key, f]));
    expect(fields("primaryFields").course).toMatchObject({ label: "Corso", value: expect.stringContaining('Deep "Reef" Diver') });
    expect(fields("secondaryFields").diver).toMatchObject({ value: "Luca Onda" });
    expect(fields("secondaryFields").level).toMatchObject({ label: "Livello", value: "Subacqueo" });
    expect(fields("auxiliaryFields").number).toMatchObject({ value: cert.number });
    expect(fields("auxiliaryFields").memberId).toMatchObject({ value: diver.user.memberId });
    expect(fields("auxiliaryFields").issued).toMatchObject({ value: "2026-04-02T00:00:00Z", dateStyle: expect.stringMatching(/^PKDateStyle/) });
    expect(fields("backFields").iso).toMatchObject({ value: "ISO 24801-2" });
    expect(fields("backFields").status).toMatchObject({ label: "Stato", value: "Valida" });
    expect(fields("backFields").verify?.value).toContain("http://localhost:3000/verify");
    // A test installation says so on the front and the back.
    expect(fields("headerFields").test).toMatchObject({ value: "PASS DI PROVA" });
    expect(fields("backFields").testPass).toBeDefined();

    const signed = await signedQrByNumber(cert.number);
    expect(pass.barcodes).toEqual([{ format: "PKBarcodeFormatQR", message: signed!.link, messageEncoding: "iso-8859-1", altText: cert.number }]);
    const jwks = await (await jwksRoute.GET(new Request(`${env().appUrl}/.well-known/jwks.json`))).json();
    expect(await verifyCompact(pass.barcodes[0].message, jwks.keys)).toMatchObject({ ok: true, claims: { number: cert.number, memberId: diver.user.memberId, holderName: "Luca Onda" } });

    // English words for an English phone, keyed by the Italian text pass.json carries.
    const en = entries.get("en.lproj/pass.strings")!.toString("utf8");
    expect(en).toContain('"Corso" = "Course";');
    expect(en).toContain('"Tessera di certificazione DiveCert" = "DiveCert certification card";');
    expect(entries.get("de.lproj/pass.strings")!.toString("utf8")).toContain('"Stato" = ');

    // The images at Apple's sizes.
    const size = async (name: string) => {
      const meta = await sharp(entries.get(name)!).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size("icon.png")).toEqual(["png", 29, 29]);
    expect(await size("icon@2x.png")).toEqual(["png", 58, 58]);
    expect(await size("icon@3x.png")).toEqual(["png", 87, 87]);
    for (const [name, scale] of [["logo.png", 1], ["logo@2x.png", 2], ["logo@3x.png", 3]] as const) {
      const [format, width, height] = await size(name);
      expect(format).toBe("png");
      expect(width).toBeLessThanOrEqual(160 * scale);
      expect(height).toBeLessThanOrEqual(50 * scale);
      expect(height).toBeGreaterThanOrEqual(29 * scale);
    }
  });

  it("leaves out the standard when the certification has none", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id, { iso: null });
    const { bytes } = await download(cert.id, diver.token);
    const pass = JSON.parse((await readZip(bytes)).get("pass.json")!.toString("utf8"));
    expect((pass.generic.backFields as { key: string }[]).map((f) => f.key)).not.toContain("iso");
  });

  it("is the holder's only: another diver's is 404, a revoked one 410, no token 401, an unverified account 403", async () => {
    const diver = await createUser();
    const other = await createUser();
    const cert = await certify(diver.user.id);
    const params = { certification: String(cert.id) };

    const another = await call(apiRoute.GET, { path: apiPath(cert.id), token: other.token, params });
    expect(another.status).toBe(404);
    expect((await call(apiRoute.GET, { path: apiPath(999_999_999), token: diver.token, params: { certification: "999999999" } })).status).toBe(404);
    expect((await call(apiRoute.GET, { path: apiPath(cert.id), params })).status).toBe(401);
    const unverified = await createUser({ verified: false });
    expect((await call(apiRoute.GET, { path: apiPath(cert.id), token: unverified.token, params })).status).toBe(403);
    expect((await call(apiRoute.GET, { path: "/api/v1/user/certifications/abc/wallet/apple", token: diver.token, params: { certification: "abc" } })).status).toBe(404);

    const db = await getDb();
    await db.certification.update({ where: { id: cert.id }, data: { status: "revoked" } });
    const revoked = await call(apiRoute.GET, { path: apiPath(cert.id), token: diver.token, params });
    expect(revoked.status).toBe(410);
    expect(revoked.json.message).toBe("This certification was revoked: it has no new pass.");
    // Still another's first: a revoked certification of someone else is not found.
    expect((await call(apiRoute.GET, { path: apiPath(cert.id), token: other.token, params })).status).toBe(404);
  });

  it("is 503 when Apple Wallet is off, and the test root is published only in test mode", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id);
    const caRequest = () => caRoute.GET(new Request(`${env().appUrl}/.well-known/divecert-test-pass-ca.pem`));
    expect((await caRequest()).status).toBe(200);

    setEnvForTests({ ...baseEnv, wallet: { ...baseEnv.wallet, apple: { mode: "off" } } });
    const off = await call(apiRoute.GET, { path: apiPath(cert.id), token: diver.token, params: { certification: String(cert.id) } });
    expect(off.status).toBe(503);
    expect((await caRequest()).status).toBe(404);

    // Production keys: passes chain to Apple's root, no test root is served.
    const chain = (await import("@/lib/wallet/apple/test-chain")).makeTestPassChain();
    setEnvForTests({
      ...baseEnv,
      wallet: {
        ...baseEnv.wallet,
        apple: { mode: "production", passTypeId: "pass.org.divecert.test", teamId: "DCTEST0001", certPem: chain.signerCertPem, keyPem: chain.signerKeyPem, keyPassphrase: undefined, wwdrPem: chain.wwdrPem },
      },
    });
    expect((await caRequest()).status).toBe(404);
    const { res, bytes } = await download(cert.id, diver.token);
    expect(res.status).toBe(200);
    const pass = JSON.parse((await readZip(bytes)).get("pass.json")!.toString("utf8"));
    // Signed by the configured certificate: no test-pass words.
    expect((pass.generic.headerFields as { key: string }[]).map((f) => f.key)).not.toContain("test");
    expect((pass.generic.backFields as { key: string }[]).map((f) => f.key)).not.toContain("testPass");
  });

  it("is served to the signed-in browser at /certifications/{id}/wallet/apple with the same refusals", async () => {
    const diver = await createUser({ firstName: "Ada", lastName: "Reef" });
    const other = await createUser();
    const cert = await certify(diver.user.id);
    const pagePath = `/certifications/${cert.id}/wallet/apple`;
    const get = () => pageRoute.GET(new Request(`http://localhost:3000${pagePath}`), { params: Promise.resolve({ id: String(cert.id) }) });

    scope.reset();
    expect((await get()).status).toBe(401);

    scope.user = await sessionOf(diver);
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${cert.number}.pkpass"`);
    const entries = await readZip(Buffer.from(await res.arrayBuffer()));
    const fromPage = JSON.parse(entries.get("pass.json")!.toString("utf8"));
    const fromApi = JSON.parse((await readZip((await download(cert.id, diver.token)).bytes)).get("pass.json")!.toString("utf8"));
    // The same pass: only the ZIP's and the signature's timestamps differ between two downloads.
    expect(fromPage).toEqual(fromApi);

    scope.user = await sessionOf(other);
    expect((await get()).status).toBe(404);

    const db = await getDb();
    await db.certification.update({ where: { id: cert.id }, data: { status: "revoked" } });
    scope.user = await sessionOf(diver);
    const revoked = await get();
    expect(revoked.status).toBe(410);
    expect((await revoked.json()).status).toBe("error");
  });
});
