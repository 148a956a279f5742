import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/generated/prisma/client";
import { dateOnly } from "@/lib/dates";
import { combineTotals, logbookTotals, type TotalsGroup } from "@/lib/dive-logs/logbook-totals";

const group = (g: Partial<TotalsGroup>): TotalsGroup => ({
  depthUnit: "m", temperatureUnit: "c", dives: 0, minutes: 0, deepest: null,
  averageDepthSum: null, averageDepthCount: 0, coldest: null, warmest: null, ...g,
});

describe("combineTotals", () => {
  it("answers zeros and nulls for an empty logbook", () => {
    expect(combineTotals([])).toEqual({
      dives: 0, minutes: 0, deepestMetres: null, averageDepthMetres: null, coldestCelsius: null, warmestCelsius: null,
    });
  });

  it("keeps a metric group as it is", () => {
    const t = combineTotals([group({ dives: 3, minutes: 130, deepest: 24.5, averageDepthSum: 45, averageDepthCount: 3, coldest: 14, warmest: 22 })]);
    expect(t).toEqual({ dives: 3, minutes: 130, deepestMetres: 24.5, averageDepthMetres: 15, coldestCelsius: 14, warmestCelsius: 22 });
  });

  it("normalises feet and fahrenheit before comparing and averaging", () => {
    const t = combineTotals([
      group({ dives: 2, minutes: 90, deepest: 30, averageDepthSum: 30, averageDepthCount: 2, coldest: 19, warmest: 24 }),
      // 100 ft = 30.48 m is deeper than 30 m; 50 °F = 10 °C is colder, 86 °F = 30 °C warmer.
      group({ depthUnit: "ft", temperatureUnit: "f", dives: 1, minutes: 50, deepest: 100, averageDepthSum: 60, averageDepthCount: 1, coldest: 50, warmest: 86 }),
    ]);
    expect(t.dives).toBe(3);
    expect(t.minutes).toBe(140);
    expect(t.deepestMetres).toBeCloseTo(30.48, 10);
    // (30 m + 60 ft = 18.288 m) over three dives.
    expect(t.averageDepthMetres).toBeCloseTo((30 + 18.288) / 3, 10);
    expect(t.coldestCelsius).toBeCloseTo(10, 10);
    expect(t.warmestCelsius).toBeCloseTo(30, 10);
  });

  it("groups split by one unit only are combined too (m with °F, ft with °C)", () => {
    const t = combineTotals([
      group({ temperatureUnit: "f", dives: 1, minutes: 40, deepest: 12, coldest: 68, warmest: 68 }),
      group({ depthUnit: "ft", dives: 1, minutes: 45, deepest: 33, coldest: 21, warmest: 21 }),
    ]);
    expect(t.deepestMetres).toBe(12);
    expect(t.coldestCelsius).toBeCloseTo(20, 10);
    expect(t.warmestCelsius).toBe(21);
  });

  it("leaves dives without an average depth or temperature out of those figures", () => {
    const t = combineTotals([
      group({ dives: 2, minutes: 80, deepest: 18, averageDepthSum: 12, averageDepthCount: 1 }),
      group({ temperatureUnit: "f", dives: 1, minutes: null }),
    ]);
    expect(t).toMatchObject({ dives: 3, minutes: 80, averageDepthMetres: 12, coldestCelsius: null, warmestCelsius: null });
  });

  it("treats unknown stored units as the metric defaults, like the serializer", () => {
    const t = combineTotals([group({ depthUnit: "", temperatureUnit: "x", dives: 1, deepest: 10, coldest: 20, warmest: 20 })]);
    expect(t).toMatchObject({ deepestMetres: 10, coldestCelsius: 20, warmestCelsius: 20 });
  });
});

// The query itself, against a real (in-memory) database built from the migrations.
describe("logbookTotals", () => {
  let close: (() => Promise<void>) | undefined;
  let userId = 0;

  beforeAll(async () => {
    const { createTestDatabase } = await import("@/tests/support/database");
    const { useDb } = await import("@/lib/db/client");
    const test = await createTestDatabase();
    useDb(test.db, test.close);
    close = test.close;
    const user = await test.db.user.create({ data: { memberId: "IT26-000-001", email: "totals@example.com", passwordHash: "x" }, select: { id: true } });
    const other = await test.db.user.create({ data: { memberId: "IT26-000-002", email: "other@example.com", passwordHash: "x" }, select: { id: true } });
    userId = user.id;
    const dive = (n: number, d: { date: Date } & Partial<Prisma.DiveLogCreateManyInput>) => ({ uuid: randomUUID(), userId, number: n, diveTime: 40, ...d });
    await test.db.diveLog.createMany({
      data: [
        dive(1, { date: dateOnly("2025-01-10"), maxDepth: 20, averageDepth: 12, waterTemperature: 18, diveType: "boat" }),
        dive(2, { date: dateOnly("2025-02-10"), maxDepth: 100, averageDepth: 60, depthUnit: "ft", waterTemperature: 50, temperatureUnit: "f", diveTime: 50 }),
        dive(3, { date: dateOnly("2025-03-10"), maxDepth: 25, waterTemperature: 24, diveType: "shore", signedAt: new Date() }),
        dive(4, { date: dateOnly("2025-04-10"), maxDepth: 200, deletedAt: new Date() }),
        { uuid: randomUUID(), userId: other.id, number: 1, date: dateOnly("2025-01-01"), diveTime: 600, maxDepth: 90 },
      ],
    });
  }, 60_000);

  afterAll(async () => {
    const { closeDb } = await import("@/lib/db/client");
    if (close) await closeDb();
  });

  it("totals the diver's own dives, not deleted ones, in metric", async () => {
    const t = await logbookTotals(userId);
    expect(t.dives).toBe(3);
    expect(t.minutes).toBe(130);
    expect(t.deepestMetres).toBeCloseTo(30.48, 10);
    expect(t.averageDepthMetres).toBeCloseTo((12 + 18.288) / 2, 10);
    expect(t.coldestCelsius).toBeCloseTo(10, 10);
    expect(t.warmestCelsius).toBe(24);
  });

  it("applies the list filters", async () => {
    expect((await logbookTotals(userId, { dive_type: "BOAT" })).dives).toBe(1);
    expect((await logbookTotals(userId, { signed: true })).deepestMetres).toBe(25);
    expect(await logbookTotals(userId, { from: "2025-02-01", to: "2025-02-28" })).toMatchObject({ dives: 1, minutes: 50 });
    expect(await logbookTotals(userId, { from: "2030-01-01" })).toMatchObject({ dives: 0, minutes: 0, deepestMetres: null });
  });
});
