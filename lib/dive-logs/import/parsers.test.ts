import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decimateProfile } from "@/lib/dive-logs/decimate-profile";
import { csvRecords } from "@/lib/dive-logs/import/csv";
import { deriveFigures } from "@/lib/dive-logs/import/derive";
import { readImportFile } from "@/lib/dive-logs/import/read-import-file";
import { duration } from "@/lib/dive-logs/import/subsurface";
import { toImportableDive } from "@/lib/dive-logs/import/to-dive-input";
import { unitsOfSystem } from "@/lib/dive-logs/units";
import { ImportFormatError, isRejected, type ParsedDive, type ParseItem } from "@/lib/dive-logs/import/types";
import { decodeProfile, encodeProfile } from "@/lib/dive-logs/profile-codec";
import { fitFile, profileOf, seriesPlan, subsurfaceFile, uddfFile } from "@/tests/support/dive-files";

async function parse(content: string | Uint8Array): Promise<ParseItem[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "dive-import-test-"));
  const file = path.join(dir, "f");
  await writeFile(file, content);
  const out: ParseItem[] = [];
  for await (const item of readImportFile(file)) out.push(item);
  return out;
}
const dives = (items: ParseItem[]) => items.filter((i): i is { index: number; dive: ParsedDive } => !isRejected(i)).map((i) => i.dive);

describe("profile codec", () => {
  it("round-trips a 3-hour dive at 1 s with gaps, at mm / 0.01 °C / 0.01 bar resolution, in a few tens of kB", () => {
    const n = 3 * 3600;
    const cols = { t: [] as number[], depth: [] as (number | null)[], temperature: [] as (number | null)[], pressure: [] as (number | null)[], ndl: [] as (number | null)[], ceiling: [] as (number | null)[] };
    for (let i = 0; i < n; i++) {
      cols.t.push(i);
      cols.depth.push(Math.round((30 + 10 * Math.sin(i / 300)) * 1000) / 1000);
      cols.temperature.push(i % 10 === 0 ? Math.round((18 + Math.cos(i / 900)) * 100) / 100 : null);
      cols.pressure.push(Math.round((230 - i / 60) * 100) / 100);
      cols.ndl.push(i > 5000 ? null : 5000 - i);
      cols.ceiling.push(i > 5000 ? 3 + (i % 3) : null);
    }
    const { samples, sampleCount } = encodeProfile(cols);
    expect(sampleCount).toBe(n);
    expect(samples.byteLength).toBeLessThan(60_000);
    expect(decodeProfile(samples)).toEqual(cols);
  });
});

describe("format recognition and hostile files", () => {
  it("recognises by content, whatever the name", async () => {
    expect(dives(await parse(uddfFile({ plans: [seriesPlan(0)] })))).toHaveLength(1);
    expect(dives(await parse(subsurfaceFile({ plans: [seriesPlan(0), seriesPlan(1)] })))).toHaveLength(2);
    expect(dives(await parse(fitFile({ plan: seriesPlan(0) })))).toHaveLength(1);
    expect(dives(await parse("id,uuid,number,date,time,dive_time,max_depth\r\n1,x,1,2024-01-01,09:00,40,18\r\n"))).toHaveLength(1);
  });

  it.each([
    ["plain text", "hello, world", /Accepted formats/],
    ["an entity expansion", `<!DOCTYPE a [<!ENTITY x "xxxxxxxxxx">]><uddf>&x;</uddf>`, /DOCTYPE/],
    ["an undefined entity", `<uddf>&lol9;</uddf>`, /malformed/],
    ["truncated XML", `<uddf><profiledata><repetitiongroup><dive id="a">`, /malformed/],
    ["a gzip", new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]), /gzip/],
    ["a FIT file with a flipped byte", (() => { const f = fitFile({ plan: seriesPlan(0) }); f[200] = (f[200]! ^ 0xff); return f; })(), /CRC/],
  ])("%s", async (_what, content, message) => {
    await expect(parse(content)).rejects.toThrow(ImportFormatError);
    await expect(parse(content)).rejects.toThrow(message);
  });

  it("deeply nested XML is refused, not recursed into", async () => {
    await expect(parse(`<uddf>${"<a>".repeat(5000)}`)).rejects.toThrow(/nested too deeply/);
  });

  it("absurd values reject the dive, not the file: depth 10 km, time −5 s, samples out of order", async () => {
    const file = uddfFile({ plans: [seriesPlan(0), seriesPlan(1), seriesPlan(2), seriesPlan(3)] })
      .replace(/(<dive id="dive-0">[\s\S]*?)<depth>[\d.]+<\/depth>/, "$1<depth>10000</depth>")
      .replace(/(<dive id="dive-1">[\s\S]*?)<divetime>0<\/divetime>/, "$1<divetime>-5</divetime>")
      .replace(/(<dive id="dive-2">[\s\S]*?<divetime>)20(<\/divetime>)/, "$1999999$2");
    const items = await parse(file);
    expect(items.filter(isRejected).map((r) => [r.index, r.reason])).toEqual([
      [0, expect.stringContaining("impossible depth")],
      [1, expect.stringContaining("impossible time")],
      [2, expect.stringContaining("24 hours")],
    ]);
    expect(dives(items)).toHaveLength(1);
  });
});

describe("figures: stated values win, the rest from the samples", () => {
  it("dive time = first to last sample deeper than 1 m, so the surface tail does not count", () => {
    const samples = profileOf({ ...seriesPlan(0), surfaceTail: 600 });
    const dive = dives([{ index: 0, dive: { samples: { t: samples.map((s) => s.t), depth: samples.map((s) => s.depth), temperature: samples.map((s) => s.temperature), pressure: samples.map((s) => s.pressure), ndl: samples.map(() => null), ceiling: samples.map(() => null) } } as unknown as ParsedDive }])[0]!;
    const f = deriveFigures({ ...dive, duration: null, maxDepth: null, avgDepth: null, waterTemperature: null, pressureStart: null, pressureEnd: null, o2: null, events: [] });
    const deep = samples.filter((s) => s.depth > 1);
    expect(f.duration).toBe(deep[deep.length - 1]!.t - deep[0]!.t);
    expect(f.maxDepth).toBe(12);
    expect(f.waterTemperature).toBe(Math.min(...samples.map((s) => s.temperature)));
    expect(f.pressureStart).toBe(200);
    expect(f.pressureEnd).toBe(samples[samples.length - 1]!.pressure);
  });

  it("Subsurface: a ceiling event is a broken ceiling (libdivecomputer's violation), not a deco stop", async () => {
    const file = subsurfaceFile({ plans: [seriesPlan(5)] }).replace("name='ascent'", "name='ceiling'");
    const [dive] = dives(await parse(file));
    expect(dive!.events.map((e) => e.type)).toEqual(["gaschange", "ceiling"]);
  });

  it("Subsurface: the stated max depth and duration win over the samples; the derived figures match what the file states", async () => {
    const [dive] = dives(await parse(subsurfaceFile({ plans: [seriesPlan(5)] })));
    const stated = deriveFigures(dive!);
    const derived = deriveFigures({ ...dive!, duration: null, maxDepth: null, avgDepth: null, waterTemperature: null });
    expect(derived.duration).toBe(stated.duration);
    expect(derived.maxDepth).toBe(stated.maxDepth);
    expect(derived.waterTemperature).toBe(stated.waterTemperature);
    expect(Math.abs(derived.avgDepth! - stated.avgDepth!)).toBeLessThan(0.3);
  });

  it("FIT without a dive summary: figures from the records; with one, the summary wins", async () => {
    const plan = seriesPlan(3, 1);
    const [bare] = dives(await parse(fitFile({ plan, noSummary: true })));
    const [full] = dives(await parse(fitFile({ plan })));
    expect(bare!.maxDepth).toBeNull();
    expect(deriveFigures(bare!).maxDepth).toBe(plan.maxDepth);
    expect(deriveFigures(bare!).duration).toBe(full!.duration);
    expect(full!.avgDepth).toBe(Math.round(plan.maxDepth * 0.8 * 10) / 10);
  });

  it("converts without rounding for an imperial diver", async () => {
    const [dive] = dives(await parse(uddfFile({ plans: [seriesPlan(0)] })));
    const d = toImportableDive(dive!, unitsOfSystem("imperial"));
    if ("reason" in d) throw new Error(d.reason);
    expect(d.input.max_depth).toBeCloseTo(12 / 0.3048, 5);
    expect(d.input.pressure_start).toBeCloseTo(2900.754, 2);
    expect(d.input.water_temperature).toBeCloseTo(75.2, 5);
    expect(d.maxDepthDm).toBe(120);
  });
});

describe("helpers", () => {
  it("reads Subsurface durations", () => {
    expect(duration("45:30 min")).toBe(2730);
    expect(duration("1:02:03")).toBe(3723);
    expect(duration("45 min")).toBe(2700);
    expect(duration("abc")).toBeNull();
  });

  it("reads RFC 4180 records with quotes, commas and line breaks", () => {
    expect([...csvRecords('a,b\r\n"x, ""y""","line\nbreak"\r\n')]).toEqual([["a", "b"], ['x, "y"', "line\nbreak"]]);
  });

  it("decimates 10,800 samples to at most ~800 points, keeping the deepest", () => {
    const samples = Array.from({ length: 10_800 }, (_, t) => ({ t, depth: t === 5432 ? 61.2 : 20 + Math.sin(t / 50), temperature: null, pressure: null, ndl: null, ceiling: null }));
    const out = decimateProfile(samples);
    expect(out.length).toBeLessThanOrEqual(802);
    expect(Math.max(...out.map((p) => p.depth!))).toBe(61.2);
    expect(out[out.length - 1]!.t).toBe(10_799);
  });
});
