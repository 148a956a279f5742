import { describe, expect, it } from "vitest";
import { profileForChart } from "@/app/(account)/logbook/profile-points";
import * as importRoute from "@/app/api/v1/diver/dive-logs/import/route";
import * as profileRoute from "@/app/api/v1/diver/dive-logs/[id]/profile/route";
import { unitsOf } from "@/components/logbook/format";
import { ascentLimit, fastAscents } from "@/lib/dive-logs/profile/ascent-rate";
import { mapEvents } from "@/lib/dive-logs/profile/events";
import { carryForward, readoutAt } from "@/lib/dive-logs/profile/readout";
import { multipart } from "@/tests/support/document-factories";
import { profileOf, seriesPlan, uddfFile, type DivePlan } from "@/tests/support/dive-files";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

// The profile chart's data end to end (contract section 6, "Profiles"): a UDDF file whose
// samples carry temperature and tank pressure, with gas switches, a safety stop, a bookmark and an
// ascent at 18 m/min, imported through the API and read back, then as the dive page draws it.

const PATH = "/api/v1/diver/dive-logs";

async function importOne(token: string, plan: DivePlan) {
  const { body, contentType } = multipart([{ name: "file", filename: "dive.uddf", data: Buffer.from(uddfFile({ plans: [plan] })) }]);
  const res = await call(importRoute.POST, { method: "POST", path: `${PATH}/import`, token, body, headers: { "content-type": contentType } });
  expect(res.status).toBe(200);
  expect(res.json.data.imported).toBe(1);
  return res.json.data.dives[0] as { id: number };
}

describe("dive profile: what the computer recorded, read back for the chart", () => {
  it("keeps temperature, tank pressure, NDL, the gas switches with their mix and the bookmark; finds the fast ascent and no other", async () => {
    const diver = await createUser();
    const plan: DivePlan = { ...seriesPlan(3), maxDepth: 23, bottomMinutes: 20, ascentRate: 18, bookmark: { at: 600, note: "Turtle & friend" } };
    const expected = profileOf(plan);
    const dive = await importOne(diver.token, plan);

    const res = await call(profileRoute.GET, { path: `${PATH}/${dive.id}/profile`, token: diver.token, params: { id: String(dive.id) } });
    expect(res.status).toBe(200);
    const { samples, events } = res.json.data as { samples: { t: number; depth: number; temperature: number; pressure: number; ndl: number }[]; events: { t: number; type: string; value: number | string | null }[] };
    expect(samples).toHaveLength(expected.length);
    for (const i of [0, 40, expected.length - 1]) {
      expect(samples[i]).toMatchObject({ t: expected[i]!.t, depth: expected[i]!.depth, temperature: expected[i]!.temperature, pressure: expected[i]!.pressure, ndl: expected[i]!.ndl });
    }
    expect(new Set(samples.map((s) => s.temperature)).size).toBeGreaterThan(3);
    expect(samples[0]!.pressure).toBe(200);

    const mapped = mapEvents(events);
    expect(mapped.map((e) => e.kind)).toEqual(["gas", "bookmark", "gas", "safety"]);
    expect(mapped[0]).toMatchObject({ t: 0, mix: { kind: "nitrox", o2: 32 } });
    expect(mapped[1]).toMatchObject({ t: 600, text: "Turtle & friend" });
    expect(mapped[2]!.mix).toEqual({ kind: "nitrox", o2: 50 });

    // 23 m to 5 m at 18 m/min: one fast stretch, at 18 m/min, starting at the end of the bottom.
    const fast = fastAscents(samples, ascentLimit("m"));
    expect(fast).toHaveLength(1);
    expect(fast[0]!.rate).toBeGreaterThan(17);
    expect(fast[0]!.rate).toBeLessThan(19);
    const bottomEnd = (23 / 18) * 60 + 20 * 60;
    expect(Math.abs(fast[0]!.from - bottomEnd)).toBeLessThanOrEqual(10);
    expect(fast[0]!.to - fast[0]!.from).toBeGreaterThanOrEqual(50);

    // The readout at the first sample after the bookmark.
    const at = carryForward(samples.map((s) => ({ ...s, ceiling: null })));
    const i = samples.findIndex((s) => s.t === 600);
    expect(readoutAt(at, i)).toMatchObject({ t: 600, depth: expected[i]!.depth, temperature: expected[i]!.temperature, pressure: expected[i]!.pressure, ndl: expected[i]!.ndl, ceiling: null });

    // As the dive page draws it, in feet, °F and psi: the fast ascent is still one, over 33 ft/min.
    const chart = await profileForChart(diver.user.id, dive.id, unitsOf("imperial"));
    expect(chart).not.toBeNull();
    expect(chart!.units).toEqual({ depth: "ft", temperature: "°F", pressure: "psi" });
    expect(chart!.ascents).toHaveLength(1);
    expect(chart!.ascents[0]!.rate).toBeGreaterThan(55);
    expect(chart!.points[0]!.pressure).toBeCloseTo(2900.8, 0);
  });

  it("an ascent at 9 m/min is not fast; another diver's dive has no profile for the chart", async () => {
    const diver = await createUser();
    const other = await createUser();
    const dive = await importOne(diver.token, seriesPlan(5));
    const chart = await profileForChart(diver.user.id, dive.id, unitsOf("metric"));
    expect(chart!.ascents).toEqual([]);
    expect(chart!.events.map((e) => e.type)).toEqual(["gaschange", "gaschange", "safetystop"]);
    expect(await profileForChart(other.user.id, dive.id, unitsOf("metric"))).toBeNull();
  });
});
