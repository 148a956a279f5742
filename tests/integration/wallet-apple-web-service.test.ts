import { afterEach, describe, expect, it, vi } from "vitest";
import * as registration from "@/app/api/v1/wallet/apple/v1/devices/[device]/registrations/[passType]/[serial]/route";
import * as registrations from "@/app/api/v1/wallet/apple/v1/devices/[device]/registrations/[passType]/route";
import * as latest from "@/app/api/v1/wallet/apple/v1/passes/[passType]/[serial]/route";
import * as walletLog from "@/app/api/v1/wallet/apple/v1/log/route";
import { revokeCertification } from "@/lib/certifications/revoke-certification";
import { getDb } from "@/lib/db/client";
import { env, setEnvForTests } from "@/lib/env";
import { logger } from "@/lib/log";
import { buildApplePass } from "@/lib/wallet/apple/build-pass";
import { appleSigner } from "@/lib/wallet/apple/signer";
import { passSourceBySerial } from "@/lib/wallet/pass-source";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { readZip } from "@/tests/support/zip";

// Apple's PassKit web service end to end through the route handlers (contract section 6, "Wallet
// passes"; docs/wallet.md): a pass as the holder downloads it, its device registration with the
// pass's own token, the serials changed since a tag, a revocation reaching the phone as a voided
// pass, unregistering, and Wallet's log. The embedded mode's test keys are in use.

const PASS_TYPE = "pass.org.divecert.test";
const DEVICE = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
const PUSH = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";

let seq = 0;
/** A certification whose last change is an hour old, so a change now is a later second. */
async function certify(userId: number) {
  const db = await getDb();
  seq += 1;
  const n = `${Date.now()}${seq}`;
  const course = await db.course.create({ data: { code: `WLT${n}`, name: `Wallet course ${n}`, level: "diver", description: "x" } });
  const hourAgo = new Date(Date.now() - 3_600_000);
  return db.certification.create({
    data: { number: `DC-2026-W${n.slice(-9)}`, userId, courseId: course.id, level: "diver", issuedAt: new Date("2026-03-01T00:00:00Z"), createdAt: hourAgo, updatedAt: hourAgo },
  });
}

/** The pass as the holder gets it, and what its pass.json says. */
async function passOf(serial: string) {
  const body = await buildApplePass((await passSourceBySerial(serial))!, (await appleSigner())!);
  return passJson(body);
}

async function passJson(body: Buffer) {
  const files = await readZip(body);
  return JSON.parse(files.get("pass.json")!.toString("utf8")) as Record<string, unknown>;
}

const apple = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { authorization: `ApplePass ${token}` });

function register(serial: string, token: string | undefined, body: unknown = { pushToken: PUSH }, device = DEVICE, passType = PASS_TYPE) {
  const path = `/api/v1/wallet/apple/v1/devices/${device}/registrations/${passType}/${serial}`;
  const headers = { ...apple(token), ...(typeof body === "string" ? { "content-type": "application/json" } : {}) };
  return call(registration.POST, { method: "POST", path, body, headers, params: { device, passType, serial } });
}

function unregister(serial: string, token: string | undefined, device = DEVICE) {
  const path = `/api/v1/wallet/apple/v1/devices/${device}/registrations/${PASS_TYPE}/${serial}`;
  return call(registration.DELETE, { method: "DELETE", path, headers: apple(token), params: { device, passType: PASS_TYPE, serial } });
}

function serials(since?: string, device = DEVICE, passType = PASS_TYPE) {
  const query = since === undefined ? "" : `?passesUpdatedSince=${encodeURIComponent(since)}`;
  return call(registrations.GET, { path: `/api/v1/wallet/apple/v1/devices/${device}/registrations/${passType}${query}`, params: { device, passType } });
}

async function latestPass(serial: string, token: string | undefined, ifModifiedSince?: string, passType = PASS_TYPE) {
  const headers: Record<string, string> = { ...apple(token), ...(ifModifiedSince ? { "if-modified-since": ifModifiedSince } : {}) };
  const path = `/api/v1/wallet/apple/v1/passes/${passType}/${serial}`;
  // Read as bytes: call() reads text, which would mangle the ZIP.
  const res = await latest.GET(new Request(`http://localhost:3000${path}`, { headers: { ...headers, "x-forwarded-for": "10.250.0.1" } }), { params: Promise.resolve({ passType, serial }) });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const sendLog = (body: unknown) => call(walletLog.POST, { method: "POST", path: "/api/v1/wallet/apple/v1/log", body });

async function registrationRows(certificationId: number) {
  const db = await getDb();
  return db.appleWalletRegistration.findMany({ where: { certificationId }, orderBy: { id: "asc" } });
}

afterEach(() => vi.restoreAllMocks());

describe("Apple Wallet's web service", () => {
  it("keeps a registered device's pass current: serials since a tag, a revocation as a voided pass, unregistering", async () => {
    const diver = await createUser({ firstName: "Wanda", lastName: "Wallet" });
    const admin = await createUser({ role: "admin" });
    const cert = await certify(diver.user.id);
    const pass = await passOf(cert.number);
    expect(pass).toMatchObject({ passTypeIdentifier: PASS_TYPE, serialNumber: cert.number, webServiceURL: "http://localhost:3000/api/v1/wallet/apple" });
    const token = pass.authenticationToken as string;
    expect(token).toMatch(/^[A-Za-z0-9]{16,}$/);

    // Registered once (201), again with a new push token (200): one row, the new token.
    const first = await register(cert.number, token);
    expect(first.status).toBe(201);
    expect(first.text).toBe("");
    expect(first.json).toBeUndefined();
    expect((await register(cert.number, token, { pushToken: "ab12" })).status).toBe(200);
    expect((await registrationRows(cert.id)).map((r) => [r.deviceLibraryId, r.passTypeId, r.pushToken])).toEqual([[DEVICE, PASS_TYPE, "ab12"]]);

    // Every serial the device registered, with a tag; nothing since that tag.
    const all = await serials();
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ serialNumbers: [cert.number], lastUpdated: expect.stringMatching(/^\d+$/) });
    expect(all.headers.get("cache-control")).toBe("no-store");
    const tag = all.json.lastUpdated as string;
    // The tag is the certification's updated_at in microseconds.
    expect(BigInt(tag) / 1000n).toBe(BigInt(cert.updatedAt.getTime()));
    const none = await serials(tag);
    expect(none.status).toBe(204);
    expect(none.text).toBe("");
    // Another device, or another pass type, has nothing.
    expect((await serials(undefined, "ffee00112233")).status).toBe(204);

    // The latest pass: 200 with Last-Modified; 304 while the device holds that version.
    const before = await latestPass(cert.number, token);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const lastModified = before.headers.get("last-modified")!;
    expect(new Date(lastModified).getTime()).toBe(Math.floor(cert.updatedAt.getTime() / 1000) * 1000);
    expect((await passJson(before.body)).voided).toBeUndefined();
    const unchanged = await latestPass(cert.number, token, lastModified);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.get("last-modified")).toBe(lastModified);

    // Staff revoke the certification: the device is told, and the latest pass is voided.
    await revokeCertification(cert.id, "Issued in error", { actorId: admin.user.id, ip: "10.0.0.9", requestId: "wallet-revoke-1" }, "en");
    const changed = await serials(tag);
    expect(changed.status).toBe(200);
    expect(changed.json.serialNumbers).toEqual([cert.number]);
    const newTag = changed.json.lastUpdated as string;
    expect(BigInt(newTag)).toBeGreaterThan(BigInt(tag));
    expect((await serials(newTag)).status).toBe(204);

    const after = await latestPass(cert.number, token, lastModified);
    expect(after.status).toBe(200);
    expect(new Date(after.headers.get("last-modified")!).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    const voided = await passJson(after.body);
    expect(voided).toMatchObject({ serialNumber: cert.number, voided: true, authenticationToken: token });
    expect(voided.barcodes ?? []).toEqual([]);
    expect(voided.barcode).toBeUndefined();
    expect((await latestPass(cert.number, token, after.headers.get("last-modified")!)).status).toBe(304);

    // Removed from the phone: unregistered (200, also when it was not), and the list is empty.
    expect((await unregister(cert.number, "0".repeat(32))).status).toBe(401);
    const gone = await unregister(cert.number, token);
    expect(gone.status).toBe(200);
    expect(gone.text).toBe("");
    expect(await registrationRows(cert.id)).toEqual([]);
    expect((await serials()).status).toBe(204);
    expect((await unregister(cert.number, token)).status).toBe(200);
  });

  it("answers 401 without the pass's own token and 404 for an unknown pass, pass type or a parameter Wallet would not send", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id);
    const other = await certify(diver.user.id);
    const token = (await passOf(cert.number)).authenticationToken as string;
    const otherToken = (await passOf(other.number)).authenticationToken as string;

    for (const wrong of [undefined, "", otherToken, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), `${token}0`]) {
      const res = await register(cert.number, wrong);
      expect(res.status, String(wrong)).toBe(401);
      expect(res.json.message).toBe("Unauthenticated.");
    }
    const bearer = await call(registration.POST, {
      method: "POST",
      path: `/api/v1/wallet/apple/v1/devices/${DEVICE}/registrations/${PASS_TYPE}/${cert.number}`,
      body: { pushToken: PUSH },
      headers: { authorization: `Bearer ${token}` },
      params: { device: DEVICE, passType: PASS_TYPE, serial: cert.number },
    });
    expect(bearer.status).toBe(401);
    expect((await latestPass(cert.number, undefined)).status).toBe(401);
    expect((await latestPass(cert.number, otherToken)).status).toBe(401);
    expect((await unregister(cert.number, undefined)).status).toBe(401);

    // Unknown serial, another pass type, parameters outside Wallet's alphabet.
    expect((await register("DC-2026-NOSUCH", token)).status).toBe(404);
    expect((await latestPass("DC-2026-NOSUCH", token)).status).toBe(404);
    expect((await register(cert.number, token, { pushToken: PUSH }, DEVICE, "pass.com.example.other")).status).toBe(404);
    expect((await latestPass(cert.number, token, undefined, "pass.com.example.other")).status).toBe(404);
    expect((await serials(undefined, DEVICE, "pass.com.example.other")).status).toBe(404);
    expect((await register(cert.number, token, { pushToken: PUSH }, "dev!ce")).status).toBe(404);
    expect((await register(cert.number, token, { pushToken: PUSH }, "a".repeat(129))).status).toBe(404);
    expect((await register(cert.number, token, { pushToken: PUSH }, DEVICE, "org.divecert.test")).status).toBe(404);
    expect((await register("DC 2026", token)).status).toBe(404);
    expect((await serials(undefined, "x".repeat(129))).status).toBe(404);

    // A malformed body is a 422 with field errors.
    const empty = await register(cert.number, token, {});
    expect(empty.status).toBe(422);
    expect(empty.json.errors.pushToken).toEqual(["The pushToken field is required."]);
    for (const pushToken of ["", "not hex!", "a".repeat(201), 42]) {
      const res = await register(cert.number, token, { pushToken });
      expect(res.status, String(pushToken)).toBe(422);
      expect(Object.keys(res.json.errors)).toEqual(["pushToken"]);
    }
    expect((await register(cert.number, token, "{not json")).status).toBe(422);
    expect(await registrationRows(cert.id)).toEqual([]);

    // A tag that is not one of ours lists every registered pass, like no tag.
    expect((await register(cert.number, token)).status).toBe(201);
    for (const since of ["2026-11-28T10:00:00Z", "-5", "", "1".repeat(30)]) {
      const res = await serials(since);
      expect(res.status, since).toBe(200);
      expect(res.json.serialNumbers).toContain(cert.number);
    }
  });

  it("keeps one device's registrations to that device, and a device's several passes in one list", async () => {
    const diver = await createUser();
    const [a, b] = [await certify(diver.user.id), await certify(diver.user.id)];
    const [ta, tb] = [(await passOf(a.number)).authenticationToken as string, (await passOf(b.number)).authenticationToken as string];
    const phone = "0a0b0c0d0e0f";
    const watch = "1a1b1c1d1e1f";
    expect((await register(a.number, ta, { pushToken: PUSH }, phone)).status).toBe(201);
    expect((await register(b.number, tb, { pushToken: PUSH }, phone)).status).toBe(201);
    expect((await register(b.number, tb, { pushToken: PUSH }, watch)).status).toBe(201);

    const onPhone = await serials(undefined, phone);
    expect(onPhone.json.serialNumbers).toEqual([a.number, b.number].sort());
    const onWatch = await serials(undefined, watch);
    expect(onWatch.json.serialNumbers).toEqual([b.number]);

    // The phone unregisters one pass: the watch keeps its registration.
    expect((await unregister(b.number, tb, phone)).status).toBe(200);
    expect((await serials(undefined, phone)).json.serialNumbers).toEqual([a.number]);
    expect((await serials(undefined, watch)).json.serialNumbers).toEqual([b.number]);
  });

  it("logs Wallet's messages: at most 20, each cut at 1,000 characters; 422 for another shape, 413 over 64 KiB", async () => {
    const warn = vi.spyOn(logger, "warn");
    const res = await sendLog({ logs: ["Web service error for pass.org.divecert.test (https://example.test): Response to 'What changed?' request included 1 serial numbers but the lastUpdated tag (1) remained the same."] });
    expect(res.status).toBe(200);
    expect(res.text).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ message: expect.stringContaining("lastUpdated tag") });

    warn.mockClear();
    const many = Array.from({ length: 25 }, (_, i) => `${i}:${"x".repeat(1500)}`);
    expect((await sendLog({ logs: many })).status).toBe(200);
    const lines = warn.mock.calls.filter(([msg]) => msg === "apple wallet log").map(([, fields]) => (fields as { message: string }).message);
    expect(lines).toHaveLength(20);
    expect(lines.every((l) => l.length === 1000)).toBe(true);
    expect(lines[19]!.startsWith("19:")).toBe(true);
    expect(warn.mock.calls.some(([msg, fields]) => msg.includes("not logged") && (fields as { dropped: number }).dropped === 5)).toBe(true);

    warn.mockClear();
    for (const body of [{}, { logs: "one" }, { logs: [1, 2] }]) {
      const bad = await sendLog(body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json.errors).every((field) => field.startsWith("logs")), JSON.stringify(bad.json.errors)).toBe(true);
    }
    expect((await sendLog({ logs: ["y".repeat(70 * 1024)] })).status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it("answers 503 on every call while Apple Wallet is off", async () => {
    const diver = await createUser();
    const cert = await certify(diver.user.id);
    const token = (await passOf(cert.number)).authenticationToken as string;
    const settings = env();
    setEnvForTests({ ...settings, wallet: { ...settings.wallet, apple: { mode: "off" } } });
    try {
      const results = [await register(cert.number, token), await unregister(cert.number, token), await serials(), await latestPass(cert.number, token), await sendLog({ logs: ["x"] })];
      expect(results.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
      expect(await registrationRows(cert.id)).toEqual([]);
    } finally {
      setEnvForTests(settings);
    }
  });
});
