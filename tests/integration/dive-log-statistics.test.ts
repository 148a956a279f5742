import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/v1/diver/dive-logs/import/route";
import * as statistics from "@/app/api/v1/diver/dive-logs/statistics/route";
import type { Prisma } from "@/generated/prisma/client";
import { dateOnly } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { ZDiveLogStatistics } from "@/lib/dive-logs/statistics/schema";
import { round } from "@/lib/dive-logs/units";
import { seriesPlan, uddfFile } from "@/tests/support/dive-files";
import { insertDiveLogs } from "@/tests/support/dive-log-factories";
import { multipart } from "@/tests/support/document-factories";
import { expectErrorEnvelope } from "@/tests/support/error-envelope";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";
import { statementCounter } from "@/tests/support/statement-count";

// The statistics against figures computed here, in plain JS, from the rows the diver's dives
// were stored as (imported from a UDDF file, or written with known inputs in mixed units).

const PATH = "/api/v1/diver/dive-logs/statistics";
const { useCountingDb, counted } = statementCounter();
beforeAll(useCountingDb);

const read = (token: string, query = "") => call(statistics.GET, { path: `${PATH}${query}`, token });

type Row = {
  id: number; date: Date; diveTime: number; maxDepth: number | null; averageDepth: number | null; depthUnit: string;
  waterTemperature: number | null; temperatureUnit: string; pressureStart: number | null; pressureEnd: number | null;
  pressureUnit: string; bottomCylinderVolume: number | null; cylinderCount: number | null; cylinderWorkingPressure: number | null;
  location: string | null; country: string | null; gas: string | null;
};

const FT = 0.3048;
const LITRES_PER_CUFT = 28.316846592;

/** Everything the answer should hold, computed from the rows without the code under test. */
function expected(all: Row[], system: "metric" | "imperial", today: string, from?: string, to?: string) {
  const day = (r: Row) => r.date.toISOString().slice(0, 10);
  const rows = all.filter((r) => (!from || day(r) >= from) && (!to || day(r) <= to));
  const imperial = system === "imperial";
  const depth = (r: Row) => {
    const v = r.maxDepth!;
    if (imperial) return r.depthUnit === "ft" ? v : v / FT;
    return r.depthUnit === "ft" ? v * FT : v;
  };
  const metres = (r: Row) => (r.depthUnit === "ft" ? r.maxDepth! * FT : r.maxDepth!);
  const celsius = (r: Row) => (r.temperatureUnit === "f" ? ((r.waterTemperature! - 32) * 5) / 9 : r.waterTemperature!);
  const earliest = (a: Row, b: Row) => day(a).localeCompare(day(b)) || a.id - b.id;
  const withDepth = rows.filter((r) => r.maxDepth !== null).sort((a, b) => metres(b) - metres(a) || earliest(a, b));
  const longest = [...rows].sort((a, b) => b.diveTime - a.diveTime || earliest(a, b))[0];
  const withTemp = rows.filter((r) => r.waterTemperature !== null).sort((a, b) => celsius(a) - celsius(b) || earliest(a, b));
  const count = <K,>(key: (r: Row) => K | null) => {
    const m = new Map<K, number>();
    for (const r of rows) {
      const k = key(r);
      if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const histogram = (m: Map<number, number>, width: number) => {
    if (!m.size) return [];
    const lo = Math.min(...m.keys());
    const hi = Math.max(...m.keys());
    const out = [];
    for (let b = lo; b <= hi; b++) out.push({ from: b * width, to: (b + 1) * width, dives: m.get(b) ?? 0 });
    return out;
  };
  const ranked = <K extends string>(name: K, m: Map<string, number>) =>
    [...m].map(([k, dives]) => ({ [name]: k, dives }) as Record<K, string> & { dives: number }).sort((a, b) => b.dives - a.dives || a[name].localeCompare(b[name]));
  const years = rows.map((r) => r.date.getUTCFullYear());
  const perYear = [];
  if (years.length) for (let y = Math.min(...years); y <= Math.max(...years); y++) {
    const ys = rows.filter((r) => r.date.getUTCFullYear() === y);
    perYear.push({ year: y, dives: ys.length, minutes: ys.reduce((s, r) => s + r.diveTime, 0) });
  }
  const end = to ?? today;
  const months = [];
  for (let i = 23; i >= 0; i--) {
    const d = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)) - 1 - i, 1)).toISOString().slice(0, 7);
    months.push({ month: d, dives: rows.filter((r) => day(r).slice(0, 7) === d).length });
  }
  const sites = new Map<string, { site: string; dives: number }>();
  for (const r of rows) {
    const name = r.location?.trim();
    if (!name) continue;
    const s = sites.get(name.toLowerCase()) ?? { site: name, dives: 0 };
    s.dives += 1;
    if (name < s.site) s.site = name;
    sites.set(name.toLowerCase(), s);
  }
  const sac = rows
    .map((r) => {
      const { pressureStart: p0, pressureEnd: p1, bottomCylinderVolume: v, averageDepth: d } = r;
      if (p0 === null || p1 === null || v === null || d === null || !(p0 > p1) || !(r.diveTime > 0) || !(v > 0)) return null;
      const ambient = 1 + d / (r.depthUnit === "ft" ? 33 : 10);
      const n = r.cylinderCount ?? 1;
      let value: number;
      if (r.pressureUnit === "bar") value = round(((p0 - p1) * v * n) / r.diveTime / ambient, 1);
      else if (r.cylinderWorkingPressure && r.cylinderWorkingPressure > 0) value = round((((p0 - p1) / r.cylinderWorkingPressure) * v * n) / r.diveTime / ambient, 2);
      else return null;
      const native = r.pressureUnit === "bar" ? "metric" : "imperial";
      if (native !== system) value = imperial ? round(value / LITRES_PER_CUFT, 2) : round(value * LITRES_PER_CUFT, 1);
      return { r, point: { date: day(r), sac_rate: value } };
    })
    .filter((p) => p !== null)
    .sort((a, b) => earliest(a.r, b.r))
    .slice(-200)
    .map((p) => p.point);
  const toTarget = (r: Row) => (imperial ? (r.temperatureUnit === "f" ? r.waterTemperature! : (celsius(r) * 9) / 5 + 32) : celsius(r));
  return {
    dives: rows.length,
    total_minutes: rows.reduce((s, r) => s + r.diveTime, 0),
    units: imperial ? { depth: "ft", temperature: "f", sac: "cuft/min" } : { depth: "m", temperature: "c", sac: "l/min" },
    deepest: withDepth[0] ? { id: withDepth[0].id, depth: round(depth(withDepth[0]), 1) } : null,
    longest: longest ? { id: longest.id, minutes: longest.diveTime } : null,
    coldest: withTemp[0] ? { id: withTemp[0].id, temperature: round(toTarget(withTemp[0]), 1) } : null,
    per_year: perYear,
    per_month: months,
    depth_histogram: histogram(count((r) => (r.maxDepth === null ? null : Math.floor(depth(r) / (imperial ? 15 : 5)))), imperial ? 15 : 5),
    duration_histogram: histogram(count((r) => Math.floor(r.diveTime / 10)), 10),
    by_country: ranked("country", count((r) => r.country?.trim().toUpperCase() || null)),
    by_site: [...sites.values()].sort((a, b) => b.dives - a.dives || a.site.localeCompare(b.site)).slice(0, 20),
    by_gas: ranked("gas", count((r) => r.gas?.trim().toLowerCase() || null)),
    sac_trend: sac,
  };
}

const rowSelect = {
  id: true, date: true, diveTime: true, maxDepth: true, averageDepth: true, depthUnit: true, waterTemperature: true, temperatureUnit: true,
  pressureStart: true, pressureEnd: true, pressureUnit: true, bottomCylinderVolume: true, cylinderCount: true, cylinderWorkingPressure: true,
  location: true, country: true, gas: true,
} as const;
const liveRows = async (userId: number): Promise<Row[]> => (await getDb()).diveLog.findMany({ where: { userId, deletedAt: null }, select: rowSelect });

/** Dives in mixed units with known inputs: ft and m, °F and °C, bar and psi, sites spelt differently. */
async function writeMixed(userId: number, extra: Record<string, unknown>[] = []) {
  const db = await getDb();
  const base = { userId, time: "09:00", depthUnit: "m", temperatureUnit: "c", pressureUnit: "bar" };
  const dives: Record<string, unknown>[] = [
    { date: "2024-03-02", diveTime: 44, maxDepth: 18.4, averageDepth: 13.2, waterTemperature: 19, pressureStart: 200, pressureEnd: 50, bottomCylinderVolume: 12, location: "Secca dell'Isuela", country: "IT", gas: "nitrox", gasMix: 32 },
    { date: "2024-03-02", diveTime: 61, maxDepth: 100, averageDepth: 60, depthUnit: "ft", waterTemperature: 61, temperatureUnit: "f", pressureStart: 3000, pressureEnd: 800, pressureUnit: "psi", bottomCylinderVolume: 80, cylinderWorkingPressure: 3000, location: "  secca dell'isuela ", country: "IT", gas: "air" },
    { date: "2025-07-19", diveTime: 9, maxDepth: 4.9, averageDepth: 3, waterTemperature: 28, location: "Shaab Claudio", country: "EG", gas: "air", pressureStart: 200, pressureEnd: 180, bottomCylinderVolume: 12, cylinderCount: 2 },
    { date: "2025-07-20", diveTime: 55, maxDepth: 31.5, averageDepth: 20, waterTemperature: 16.5, location: "Thistlegorm", country: "EG", gas: "Nitrox", pressureStart: 210, pressureEnd: 40, bottomCylinderVolume: 15 },
    { date: "2025-12-31", diveTime: 30, maxDepth: null, averageDepth: null, waterTemperature: null, location: null, country: null, gas: null },
    { date: "2026-01-01", diveTime: 70, maxDepth: 30, averageDepth: 12, depthUnit: "ft", waterTemperature: 50, temperatureUnit: "f", pressureStart: 3000, pressureEnd: 1000, pressureUnit: "psi", bottomCylinderVolume: 80, location: "Blue Hole", country: "MT", gas: "air" },
    ...extra,
  ];
  await db.diveLog.createMany({
    data: dives.map((d, i) => ({ ...base, uuid: randomUUID(), number: 100 + i, ...d, date: dateOnly(d.date as string) }) as Prisma.DiveLogCreateManyInput),
  });
}

describe("GET /diver/dive-logs/statistics", () => {
  it("answers every figure of dives imported from a UDDF file, as computed from the stored rows", async () => {
    const diver = await createUser();
    const plans = Array.from({ length: 12 }, (_, i) => ({ ...seriesPlan(i * 7), endPressure: 40 + i * 5, water: 14 + i }));
    const { body, contentType } = multipart([{ name: "file", filename: "log.uddf", data: Buffer.from(uddfFile({ plans })) }]);
    const imported = await call(importRoute.POST, { method: "POST", path: "/api/v1/diver/dive-logs/import", token: diver.token, body, headers: { "content-type": contentType } });
    expect(imported.status).toBe(200);
    expect(imported.json.data.imported).toBe(12);
    const res = await read(diver.token);
    expect(res.status).toBe(200);
    const data = ZDiveLogStatistics.parse(res.json.data);
    const rows = await liveRows(diver.user.id);
    expect(data).toEqual(expected(rows, "metric", new Date().toISOString().slice(0, 10)));
    expect(data.dives).toBe(12);
    expect(data.sac_trend.length).toBe(12);
  });

  it("converts mixed units into the account's units: metric and imperial", async () => {
    const diver = await createUser();
    await writeMixed(diver.user.id);
    const rows = await liveRows(diver.user.id);
    const today = new Date().toISOString().slice(0, 10);
    const metric = ZDiveLogStatistics.parse((await read(diver.token)).json.data);
    expect(metric).toEqual(expected(rows, "metric", today));
    // Spot checks against the inputs themselves: 31.5 m beats 100 ft (30.48 m); 50 °F (10 °C) is the coldest.
    expect(metric.deepest).toEqual({ id: rows.find((r) => r.maxDepth === 31.5)!.id, depth: 31.5 });
    expect(metric.depth_histogram.find((b) => b.from === 30)).toEqual({ from: 30, to: 35, dives: 2 });
    expect(metric.coldest?.temperature).toBe(10);
    expect(metric.by_site[0]).toEqual({ site: "Secca dell'Isuela", dives: 2 });
    expect(metric.total_minutes).toBe(44 + 61 + 9 + 55 + 30 + 70);
    await (await getDb()).user.update({ where: { id: diver.user.id }, data: { preferredSystem: "imperial" } });
    const imperial = ZDiveLogStatistics.parse((await read(diver.token)).json.data);
    expect(imperial).toEqual(expected(rows, "imperial", today));
    expect(imperial.deepest?.depth).toBe(103.3);
    expect(imperial.coldest?.temperature).toBe(50);
    expect(imperial.depth_histogram[0]!.from % 15).toBe(0);
  });

  it("filters by date, both ends inclusive; per_month ends with the to month", async () => {
    const diver = await createUser();
    await writeMixed(diver.user.id);
    const rows = await liveRows(diver.user.id);
    const data = ZDiveLogStatistics.parse((await read(diver.token, "?from=2024-03-02&to=2025-07-19")).json.data);
    expect(data).toEqual(expected(rows, "metric", "unused", "2024-03-02", "2025-07-19"));
    expect(data.dives).toBe(3);
    expect(data.per_month.at(-1)).toEqual({ month: "2025-07", dives: 1 });
    expect(data.per_month).toHaveLength(24);
    const one = ZDiveLogStatistics.parse((await read(diver.token, "?from=2026-01-01&to=2026-01-01")).json.data);
    expect(one.dives).toBe(1);
    const none = ZDiveLogStatistics.parse((await read(diver.token, "?from=2026-01-02")).json.data);
    expect(none).toMatchObject({ dives: 0, total_minutes: 0, deepest: null, longest: null, coldest: null, per_year: [], depth_histogram: [], by_site: [], sac_trend: [] });
  });

  it("never counts another diver's dives nor deleted ones; an empty logbook answers zeros", async () => {
    const diver = await createUser();
    const other = await createUser();
    await writeMixed(diver.user.id);
    await insertDiveLogs(other.user.id, 5, { date: "2025-01-01" });
    await insertDiveLogs(diver.user.id, 3, { date: "2025-02-02", deletedAt: new Date() });
    const data = ZDiveLogStatistics.parse((await read(diver.token)).json.data);
    expect(data.dives).toBe(6);
    expect(data).toEqual(expected(await liveRows(diver.user.id), "metric", new Date().toISOString().slice(0, 10)));
    const empty = ZDiveLogStatistics.parse((await read((await createUser()).token)).json.data);
    expect(empty).toMatchObject({ dives: 0, deepest: null, by_gas: [], duration_histogram: [] });
    expect(empty.per_month.every((m) => m.dives === 0)).toBe(true);
  });

  it("keeps the SAC trend to the latest 200 dives that have a SAC, oldest first", async () => {
    const diver = await createUser();
    await insertDiveLogs(diver.user.id, 230, { dates: (i) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10) });
    const data = ZDiveLogStatistics.parse((await read(diver.token)).json.data);
    expect(data.sac_trend).toHaveLength(200);
    expect(data.sac_trend[0]!.date).toBe("2020-01-31");
    expect(data.sac_trend.at(-1)!.date).toBe(new Date(Date.UTC(2020, 0, 1) + 229 * 86_400_000).toISOString().slice(0, 10));
    expect(data).toEqual(expected(await liveRows(diver.user.id), "metric", new Date().toISOString().slice(0, 10)));
  });

  it("refuses without a token (401), an unverified e-mail (403) and bad dates (422)", async () => {
    expect((await call(statistics.GET, { path: PATH })).status).toBe(401);
    const unverified = await createUser({ verified: false });
    expect((await read(unverified.token)).status).toBe(403);
    const diver = await createUser();
    const bad = await read(diver.token, "?from=2025-02-30");
    expect(bad.status).toBe(422);
    expectErrorEnvelope(bad, 422);
    expect(bad.json.errors.from).toBeDefined();
    const reversed = await read(diver.token, "?from=2025-03-01&to=2025-02-01");
    expect(reversed.status).toBe(422);
    expect(reversed.json.errors.to).toBeDefined();
    expect((await read(diver.token, "?to=yesterday")).json.errors.to).toBeDefined();
  });

  it("sends the same number of statements for 5 dives and for 500", async () => {
    const small = await createUser();
    const large = await createUser();
    await insertDiveLogs(small.user.id, 5);
    await insertDiveLogs(large.user.id, 500, { dates: (i) => new Date(Date.UTC(2015, 0, 1) + i * 5 * 86_400_000).toISOString().slice(0, 10) });
    const a = await counted(() => read(small.token));
    const b = await counted(() => read(large.token));
    expect(a.result.status).toBe(200);
    expect(b.result.status).toBe(200);
    expect(b.result.json.data.dives).toBe(500);
    expect(b.sql.length).toBe(a.sql.length);
    expect(a.sql.filter((s) => /dive_logs/.test(s)).length).toBe(3);
  });
});
