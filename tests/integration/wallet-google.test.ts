import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as walletJwksRoute from "@/app/.well-known/divecert-test-wallet-jwks.json/route";
import * as jwksRoute from "@/app/.well-known/jwks.json/route";
import * as googleRoute from "@/app/api/v1/user/certifications/[certification]/wallet/google/route";
import { signedQrByNumber } from "@/lib/credentials/compact-code";
import { verifyCompact } from "@/lib/credentials/compact";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests } from "@/lib/env";
import { makeServiceAccountJson } from "@/lib/wallet/google/test-key";
import { createUser, type CreatedUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { scope, sessionOf } from "@/tests/support/page-scope";

// Google Wallet save links (issue 39, contract "Wallet passes"): the JWT is checked here with
// jose against the key the .well-known route publishes, not with the code that signed it.

vi.mock("@/lib/auth/browser/current-user", async (original) => (await import("@/tests/support/page-scope")).sessionModule(await original()));
vi.mock("next/headers", async () => (await import("@/tests/support/page-scope")).headersModule);
vi.mock("next-intl/server", async (original) => (await import("@/tests/support/page-scope")).intlModule(await original()));

const pageRoute = await import("@/app/(account)/certifications/[id]/wallet/google/route");

const baseEnv = env();
afterAll(() => setEnvForTests(baseEnv));
beforeEach(() => scope.reset());

let seq = 0;
async function certify(userId: number, iso: string | null = "ISO 24801-2") {
  const db = await getDb();
  seq += 1;
  const course = await db.course.create({ data: { code: `GW${seq}-${Date.now()}`, name: `Deep Diver ${seq}`, level: "diver", isoEquivalent: iso, description: "Deeper." } });
  return db.certification.create({
    data: { number: `DC-2026-${String(300000 + seq + Math.floor(Math.random() * 600000))}`, userId, courseId: course.id, level: "diver", isoEquivalent: iso, issuedAt: new Date("2026-04-02T00:00:00Z") },
  });
}

const saveLink = (id: number, token?: string) =>
  call(googleRoute.GET, { path: `/api/v1/user/certifications/${id}/wallet/google`, token, params: { certification: String(id) } });
const walletJwks = () => walletJwksRoute.GET(new Request(`${env().appUrl}/.well-known/divecert-test-wallet-jwks.json`));
const jwtOf = (saveUrl: string) => {
  expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return saveUrl.slice("https://pay.google.com/gp/v/save/".length);
};

type Translated = { language: string; value: string };
type Localized = { defaultValue: Translated; translatedValues?: Translated[] };
type TextModule = { id: string; header: string; body: string; localizedHeader: Localized; localizedBody?: Localized };
type Generic = {
  id: string; classId: string; state: string; cardTitle: Localized; header: Localized; subheader: Localized;
  textModulesData: TextModule[]; barcode: { type: string; value: string; alternateText: string }; hexBackgroundColor: string; logo: { sourceUri: { uri: string } };
};
const objectOf = (payload: JWTPayload) => (payload.payload as { genericObjects: Generic[] }).genericObjects[0]!;
const text = (o: Generic, id: string) => o.textModulesData.find((m) => m.id === id);

describe("Google Wallet save links", () => {
  it("signs the holder's certification with the published test key, with Google's claims and the card's signed code", async () => {
    const diver = await createUser({ firstName: "Ada", lastName: "Reef", defaultLanguage: "de" });
    const cert = await certify(diver.user.id);

    const res = await saveLink(cert.id, diver.token);
    expect(res.status).toBe(200);
    const jwt = jwtOf(res.json.data.save_url);
    // The whole pass is in the link: about 3 KB in one language (9.5 KB with all eight; decision 0050).
    expect(res.json.data.save_url.length).toBeLessThan(4_500);

    const published = await walletJwks();
    expect(published.status).toBe(200);
    expect(published.headers.get("content-type")).toBe("application/jwk-set+json");
    const jwks = await published.json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", e: "AQAB" });
    expect(Object.keys(jwks.keys[0]).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);

    const header = decodeProtectedHeader(jwt);
    expect(header).toEqual({ alg: "RS256", kid: jwks.keys[0].kid, typ: "JWT" });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ["RS256"], audience: "google" });
    expect(payload.iss).toBe("divecert-test-wallet@divecert-test.iam.gserviceaccount.com");
    expect(payload.typ).toBe("savetowallet");
    expect(payload.origins).toEqual(["http://localhost:3000"]);
    expect(Math.abs((payload.iat ?? 0) - Date.now() / 1000)).toBeLessThan(600);
    expect((payload.payload as { genericClasses: unknown }).genericClasses).toEqual([{ id: "3388000000099999999.divecert_certification" }]);

    const o = objectOf(payload);
    expect(o.id).toBe(`3388000000099999999.${cert.number}`);
    expect(o.classId).toBe("3388000000099999999.divecert_certification");
    expect(o.state).toBe("ACTIVE");
    expect(o.cardTitle.defaultValue.value).toBe("DiveCert");
    expect(o.header.defaultValue).toEqual({ language: "de", value: "Ada Reef" });
    // The German diver's labels, in German only (the link stays short: decision 0050).
    expect(o.subheader).toEqual({ defaultValue: { language: "de", value: "Taucher" } });
    expect(text(o, "course")).toMatchObject({ header: "Kurs", body: "Deep Diver " + seq });
    expect(text(o, "number")).toMatchObject({ header: "Kartennummer", body: cert.number });
    expect(text(o, "member_id")).toMatchObject({ header: "Mitgliedsnummer", body: diver.user.memberId });
    expect(text(o, "issued")).toMatchObject({ header: "Ausgestellt", body: "2. April 2026" });
    expect(text(o, "iso")).toMatchObject({ header: "Norm", body: "ISO 24801-2" });
    expect(text(o, "course")!.localizedHeader).toEqual({ defaultValue: { language: "de", value: "Kurs" } });
    // The embedded mode's passes say they are test passes.
    expect(text(o, "test_pass")!.header).toBe("TESTPASS");
    expect(o.logo.sourceUri.uri).toBe("http://localhost:3000/icons/maskable-512.png");

    // The barcode is the card's signed QR link, and it verifies offline with the organisation's key.
    expect(o.barcode.type).toBe("QR_CODE");
    expect(o.barcode.alternateText).toBe(cert.number);
    expect(o.barcode.value).toBe((await signedQrByNumber(cert.number))!.link);
    const orgKeys = (await (await jwksRoute.GET(new Request(`${env().appUrl}/.well-known/jwks.json`))).json()).keys;
    expect(await verifyCompact(o.barcode.value, orgKeys)).toMatchObject({ ok: true, claims: { number: cert.number, memberId: diver.user.memberId, holderName: "Ada Reef" } });
  });

  it("refuses another diver's certification (404), a revoked one (410), no token (401) and an unverified account (403)", async () => {
    const diver = await createUser();
    const other = await createUser();
    const cert = await certify(diver.user.id, null);
    const english = objectOf(decodeJwt(jwtOf((await saveLink(cert.id, diver.token)).json.data.save_url)));
    expect(english.subheader.defaultValue).toEqual({ language: "en", value: "Diver" });
    expect(text(english, "iso")).toBeUndefined();

    expect((await saveLink(cert.id, other.token)).status).toBe(404);
    expect((await saveLink(999_999_999, diver.token)).status).toBe(404);
    expect((await saveLink(cert.id)).status).toBe(401);
    expect((await saveLink(cert.id, (await createUser({ verified: false })).token)).status).toBe(403);

    const db = await getDb();
    await db.certification.update({ where: { id: cert.id }, data: { status: "revoked" } });
    const revoked = await saveLink(cert.id, diver.token);
    expect(revoked.status).toBe(410);
    expect(revoked.json.message).toBe("This certification was revoked: it has no new pass.");
  });

  it("sends the page's button on to Google's save page (303) with the session, and refuses what the API refuses", async () => {
    const diver: CreatedUser = await createUser({ firstName: "Luca", lastName: "Onda" });
    const other = await createUser();
    const cert = await certify(diver.user.id);
    const page = (id: number) =>
      pageRoute.GET(new Request(`http://localhost:3000/certifications/${id}/wallet/google`), { params: Promise.resolve({ id: String(id) }) });

    const signedOut = await page(cert.id);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("http://localhost:3000/login?next=%2Fcertifications");

    scope.user = await sessionOf(diver);
    const res = await page(cert.id);
    expect(res.status).toBe(303);
    const jwt = jwtOf(res.headers.get("location")!);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await (await walletJwks()).json()), { audience: "google" });
    expect(objectOf(payload).header.defaultValue.value).toBe("Luca Onda");

    scope.user = await sessionOf(other);
    expect((await page(cert.id)).status).toBe(404);
    expect((await page(0)).status).toBe(404);
  });

  it("signs with the configured service account and issuer id in production, and publishes no test key", async () => {
    const serviceAccountJson = await makeServiceAccountJson("wallet-signer@acme-prod.iam.gserviceaccount.com", "acme-prod");
    const account = JSON.parse(serviceAccountJson);
    setEnvForTests({ ...baseEnv, appUrl: "https://cards.example.org", wallet: { ...baseEnv.wallet, google: { mode: "production", issuerId: "3388000000012345678", serviceAccountJson } } });
    try {
      expect((await walletJwks()).status).toBe(404);
      const diver = await createUser();
      const cert = await certify(diver.user.id);
      const jwt = jwtOf((await saveLink(cert.id, diver.token)).json.data.save_url);
      expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "RS256", kid: account.private_key_id });
      // Verified with the public half of the account's own key (what Google holds for it).
      const { createPublicKey } = await import("node:crypto");
      const publicJwk = createPublicKey(account.private_key).export({ format: "jwk" });
      const { payload } = await jwtVerify(jwt, createLocalJWKSet({ keys: [{ ...publicJwk, kid: account.private_key_id, alg: "RS256" }] }), {
        issuer: "wallet-signer@acme-prod.iam.gserviceaccount.com",
        audience: "google",
      });
      expect(payload.origins).toEqual(["https://cards.example.org"]);
      const o = objectOf(payload);
      expect(o.id).toBe(`3388000000012345678.${cert.number}`);
      expect(o.classId).toBe("3388000000012345678.divecert_certification");
      expect(text(o, "test_pass")).toBeUndefined();
      expect(o.logo.sourceUri.uri).toBe("https://cards.example.org/icons/maskable-512.png");

      // A key that is not a service account key is refused as "not available", never signed with.
      setEnvForTests({ ...baseEnv, wallet: { ...baseEnv.wallet, google: { mode: "production", issuerId: "3388000000012345678", serviceAccountJson: "{\"client_email\":\"x\"}" } } });
      expect((await saveLink(cert.id, diver.token)).status).toBe(503);

      setEnvForTests({ ...baseEnv, wallet: { ...baseEnv.wallet, google: { mode: "off" } } });
      const off = await saveLink(cert.id, diver.token);
      expect(off.status).toBe(503);
      expect(off.json.message).toBe("Google Wallet passes are not available on this server.");
      expect((await walletJwks()).status).toBe(404);
    } finally {
      setEnvForTests(baseEnv);
    }
  });
});
