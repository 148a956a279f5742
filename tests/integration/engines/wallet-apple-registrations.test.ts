import { describe, expect, it } from "vitest";
import * as registration from "@/app/api/v1/wallet/apple/v1/devices/[device]/registrations/[passType]/[serial]/route";
import * as registrations from "@/app/api/v1/wallet/apple/v1/devices/[device]/registrations/[passType]/route";
import { getDb } from "@/lib/db/client";
import { passAuthToken } from "@/lib/wallet/apple/pass-token";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// Apple Wallet registrations on both engines: identical registrations at once leave one row (the
// unique index decides; every loser hears "already registered"), and the serials-since-a-tag SQL
// (microseconds read in SQL, lib/wallet/apple/web-service/list-updated-serials.ts) answers alike.

const PASS_TYPE = "pass.org.divecert.test";

async function certification() {
  const db = await getDb();
  const diver = await createUser();
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const course = await db.course.create({ data: { code: `WLR${n}`, name: `Wallet race ${n}`, level: "diver", description: "x" } });
  return db.certification.create({ data: { number: `DC-2026-R${n.slice(-9)}`, userId: diver.user.id, courseId: course.id, level: "diver", issuedAt: new Date("2026-03-01T00:00:00Z") } });
}

function register(device: string, serial: string, pushToken: string) {
  return call(registration.POST, {
    method: "POST",
    path: `/api/v1/wallet/apple/v1/devices/${device}/registrations/${PASS_TYPE}/${serial}`,
    body: { pushToken },
    headers: { authorization: `ApplePass ${passAuthToken(serial)}` },
    params: { device, passType: PASS_TYPE, serial },
  });
}

const serials = (device: string, since?: string) =>
  call(registrations.GET, {
    path: `/api/v1/wallet/apple/v1/devices/${device}/registrations/${PASS_TYPE}${since ? `?passesUpdatedSince=${since}` : ""}`,
    params: { device, passType: PASS_TYPE },
  });

describe("Apple Wallet registrations on both engines", () => {
  it("four identical registrations at once give one row: one 201, the others 200", async () => {
    const cert = await certification();
    const device = "c0ffee00c0ffee00";
    const results = await Promise.all([1, 2, 3, 4].map(() => register(device, cert.number, "abcdef0123")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const db = await getDb();
    expect(await db.appleWalletRegistration.count({ where: { certificationId: cert.id, deviceLibraryId: device } })).toBe(1);
  });

  it("lists a pass changed after the tag once, with the row's microseconds as the next tag", async () => {
    const cert = await certification();
    const device = "d00dfeed";
    expect((await register(device, cert.number, "ab")).status).toBe(201);
    const db = await getDb();
    // A time with microseconds, as PostgreSQL keeps it (a JS Date would lose the last three digits).
    await db.$executeRaw`UPDATE certifications SET updated_at = '2026-11-28 10:00:00.123456+00' WHERE id = ${cert.id}`;
    const all = await serials(device);
    expect(all.json).toEqual({ serialNumbers: [cert.number], lastUpdated: String(Date.UTC(2026, 10, 28, 10, 0, 0) * 1000 + 123456) });
    expect((await serials(device, all.json.lastUpdated)).status).toBe(204);
    // One microsecond earlier still lists it.
    expect((await serials(device, String(BigInt(all.json.lastUpdated) - 1n))).json.serialNumbers).toEqual([cert.number]);
  });
});
