import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetProviderToken, providerToken, PROVIDER_TOKEN_REUSE_MS, pushPassUpdates, type ApnsCredentials } from "@/lib/wallet/apple/apns";
import { startTestApns, type TestApns } from "@/tests/support/apns-server";

function p256(): { pem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { pem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), publicKey };
}

const key = p256();
const creds: ApnsCredentials = { keyPem: key.pem, keyId: "KEYID00001", teamId: "TEAM000001" };
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);

describe("APNs provider token", () => {
  it("is an ES256 JWT with the key id, the team as issuer and its issue time, verifiable with the key's public half", async () => {
    forgetProviderToken(creds);
    const token = await providerToken(creds, T0);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: "KEYID00001" });
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ["ES256"], currentDate: new Date(T0) });
    expect(payload).toEqual({ iss: "TEAM000001", iat: T0 / 1000 });
    await expect(jwtVerify(token, p256().publicKey, { algorithms: ["ES256"], currentDate: new Date(T0) })).rejects.toThrow();
  });

  it("is reused for 50 minutes, then made anew with the new time (Apple refuses tokens over an hour old and too-frequent new ones)", async () => {
    forgetProviderToken(creds);
    const first = await providerToken(creds, T0);
    expect(await providerToken(creds, T0 + 60_000)).toBe(first);
    expect(await providerToken(creds, T0 + PROVIDER_TOKEN_REUSE_MS - 1)).toBe(first);
    const second = await providerToken(creds, T0 + PROVIDER_TOKEN_REUSE_MS);
    expect(second).not.toBe(first);
    const { payload } = await jwtVerify(second, key.publicKey, { currentDate: new Date(T0 + PROVIDER_TOKEN_REUSE_MS) });
    expect(payload.iat).toBe((T0 + PROVIDER_TOKEN_REUSE_MS) / 1000);
    expect(await providerToken(creds, T0 + PROVIDER_TOKEN_REUSE_MS + 30 * 60_000)).toBe(second);
  });

  it("is kept per key and team, and made anew once forgotten (after APNs refused it)", async () => {
    forgetProviderToken(creds);
    const first = await providerToken(creds, T0);
    const otherKey = await providerToken({ ...creds, keyId: "KEYID00002" }, T0);
    const otherTeam = await providerToken({ ...creds, teamId: "TEAM000002" }, T0);
    expect(new Set([first, otherKey, otherTeam]).size).toBe(3);
    expect(decodeProtectedHeader(otherKey).kid).toBe("KEYID00002");
    expect(await providerToken(creds, T0 + 1000)).toBe(first);
    forgetProviderToken(creds);
    const fresh = await providerToken(creds, T0 + 2000);
    expect(fresh).not.toBe(first);
    expect((await jwtVerify(fresh, key.publicKey, { currentDate: new Date(T0 + 2000) })).payload.iat).toBe(T0 / 1000 + 2);
  });

  it("a key that is not a PKCS#8 EC key is an error, not a token", async () => {
    await expect(providerToken({ ...creds, keyPem: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", keyId: "BADKEY0001" })).rejects.toThrow();
  });
});

describe("APNs pushes over HTTP/2", () => {
  let apns: TestApns;
  beforeAll(async () => {
    apns = await startTestApns();
  });
  afterAll(async () => {
    await apns?.close();
  });
  const target = () => ({ ...creds, url: apns.url, topic: "pass.org.divecert.test" });

  it("posts an empty payload per token with the bearer token, topic and push type, and answers each token's status and reason", async () => {
    forgetProviderToken(creds);
    const before = apns.requests.length;
    apns.answer("aa11", { status: 200 });
    apns.answer("bb22", { status: 410, reason: "Unregistered", timestamp: T0 });
    apns.answer("cc33", { status: 400, reason: "BadDeviceToken" });
    apns.answer("dd44", { status: 429, reason: "TooManyRequests" });
    const results = await pushPassUpdates(["aa11", "bb22", "cc33", "dd44"], target());
    expect(results).toEqual([
      { token: "aa11", status: 200, reason: null, timestamp: null },
      { token: "bb22", status: 410, reason: "Unregistered", timestamp: T0 },
      { token: "cc33", status: 400, reason: "BadDeviceToken", timestamp: null },
      { token: "dd44", status: 429, reason: "TooManyRequests", timestamp: null },
    ]);
    const got = apns.requests.slice(before);
    expect(got.map((r) => r.path).sort()).toEqual(["/3/device/aa11", "/3/device/bb22", "/3/device/cc33", "/3/device/dd44"]);
    const bearer = await providerToken(creds);
    for (const r of got) {
      expect(r.method).toBe("POST");
      expect(r.body).toBe("{}");
      expect(r.headers).toMatchObject({
        authorization: `bearer ${bearer}`,
        "apns-topic": "pass.org.divecert.test",
        "apns-push-type": "background",
        "apns-priority": "5",
      });
    }
  });

  it("a token with no answer within the timeout is a result without status, and the session is let go", async () => {
    apns.answer("hang01", "hang");
    const results = await pushPassUpdates(["hang01"], target(), { timeoutMs: 300 });
    expect(results).toEqual([{ token: "hang01", status: null, reason: "no answer within 0.3 s", timestamp: null }]);
    // The next batch opens a session of its own and is answered.
    expect(await pushPassUpdates(["ok0001"], target())).toEqual([{ token: "ok0001", status: 200, reason: null, timestamp: null }]);
  });

  it("a refused connection is a result without status for every token, not a throw", async () => {
    const gone = await startTestApns();
    const url = gone.url;
    await gone.close();
    const results = await pushPassUpdates(["x1", "x2"], { ...target(), url });
    expect(results.map((r) => r.status)).toEqual([null, null]);
    expect(results[0]!.reason).toMatch(/ECONNREFUSED|connect/i);
  });

  it("forgets a provider token APNs refused, so the next push signs a new one", async () => {
    forgetProviderToken(creds);
    const first = await providerToken(creds, Date.now() - 60_000);
    apns.answer("expired1", { status: 403, reason: "ExpiredProviderToken" });
    const before = apns.requests.length;
    expect((await pushPassUpdates(["expired1"], target()))[0]).toMatchObject({ status: 403, reason: "ExpiredProviderToken" });
    expect(apns.requests[before]!.headers.authorization).toBe(`bearer ${first}`);
    apns.answer("expired1", { status: 200 });
    await pushPassUpdates(["expired1"], target());
    expect(apns.requests[before + 1]!.headers.authorization).not.toBe(`bearer ${first}`);
  });

  it("sends nothing for no tokens", async () => {
    const before = apns.requests.length;
    expect(await pushPassUpdates([], target())).toEqual([]);
    expect(apns.requests.length).toBe(before);
  });
});
