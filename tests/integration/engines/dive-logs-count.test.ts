import { describe, expect, it } from "vitest";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { getDb } from "@/lib/db/client";
import { diveBody, insertDiveLogs } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// The per-diver counter behind the unfiltered page's `total` (migration perf_dive_log_counts):
// kept by triggers on dive_logs, so it must equal a COUNT of the live dives after every kind of
// write, including concurrent ones, and the filtered pages must still count what they match.

const path = "/api/v1/diver/dive-logs";
const create = (token: string, body: Record<string, unknown>) => call(list.POST, { method: "POST", path, token, body });
const total = async (token: string, query = "") => (await call(list.GET, { path: `${path}${query}`, token })).json.data.total as number;

async function counts(userId: number) {
  const db = await getDb();
  const [kept, live] = await Promise.all([
    db.diveLogCount.findUnique({ where: { userId }, select: { live: true } }),
    db.diveLog.count({ where: { userId, deletedAt: null } }),
  ]);
  return { kept: kept?.live ?? 0, live };
}

describe("the maintained dive count", () => {
  it("is 0 without dives, then follows creates through the API", async () => {
    const diver = await createUser();
    expect(await total(diver.token)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await create(diver.token, diveBody())).status).toBe(201);
    expect(await counts(diver.user.id)).toEqual({ kept: 3, live: 3 });
    expect(await total(diver.token)).toBe(3);
  });

  it("follows soft deletes, restores, hard deletes and moves between divers", async () => {
    const db = await getDb();
    const a = await createUser();
    const b = await createUser();
    const ids = await insertDiveLogs(a.user.id, 6);
    await insertDiveLogs(a.user.id, 2, { start: 7, deletedAt: new Date() });
    expect(await counts(a.user.id)).toEqual({ kept: 6, live: 6 });
    await db.diveLog.updateMany({ where: { id: { in: ids.slice(0, 2) } }, data: { deletedAt: new Date() } });
    expect(await counts(a.user.id)).toEqual({ kept: 4, live: 4 });
    // Soft-deleting an already deleted dive, or editing a live one, changes nothing.
    await db.diveLog.update({ where: { id: ids[0]! }, data: { deletedAt: new Date(), comments: "again" } });
    await db.diveLog.update({ where: { id: ids[2]! }, data: { comments: "edited" } });
    expect(await counts(a.user.id)).toEqual({ kept: 4, live: 4 });
    await db.diveLog.update({ where: { id: ids[0]! }, data: { deletedAt: null } });
    expect(await counts(a.user.id)).toEqual({ kept: 5, live: 5 });
    await db.diveLog.delete({ where: { id: ids[2]! } });
    await db.diveLog.delete({ where: { id: ids[1]! } });
    expect(await counts(a.user.id)).toEqual({ kept: 4, live: 4 });
    await db.diveLog.update({ where: { id: ids[3]! }, data: { userId: b.user.id } });
    expect(await counts(a.user.id)).toEqual({ kept: 3, live: 3 });
    expect(await counts(b.user.id)).toEqual({ kept: 1, live: 1 });
    expect(await total(a.token)).toBe(3);
    expect(await total(b.token)).toBe(1);
  });

  it("stays exact under concurrent creates", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 2);
    const results = await Promise.all(Array.from({ length: 12 }, () => create(diver.token, diveBody())));
    const created = results.filter((r) => r.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(await counts(diver.user.id)).toEqual({ kept: 2 + created, live: 2 + created });
    expect(await total(diver.token)).toBe(2 + created);
  });

  it("goes with the diver when the account is deleted", async () => {
    const db = await getDb();
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 3);
    await db.user.delete({ where: { id: diver.user.id } });
    expect(await db.diveLogCount.count({ where: { userId: diver.user.id } })).toBe(0);
  });
});

describe("filtered pages", () => {
  it("count exactly what the filters match, not the diver's total", async () => {
    const diver = await createUser();
    const instructor = await createUser({ professional: true });
    await insertDiveLogs(diver.user.id, 4, { date: "2025-03-01", diveType: "shore" });
    await insertDiveLogs(diver.user.id, 3, { start: 5, date: "2025-05-01", diveType: "Night", instructorId: instructor.user.id, signedAt: new Date() });
    await insertDiveLogs(diver.user.id, 2, { start: 8, date: "2025-05-02", deletedAt: new Date() });
    expect(await total(diver.token)).toBe(7);
    expect(await total(diver.token, "?dive_type=night")).toBe(3);
    expect(await total(diver.token, "?signed=false")).toBe(4);
    expect(await total(diver.token, "?from=2025-04-01")).toBe(3);
    expect(await total(diver.token, "?to=2025-04-01&per_page=2&page=2")).toBe(4);
    expect(await total(diver.token, "?from=2026-01-01")).toBe(0);
  });
});
