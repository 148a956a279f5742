import { describe, expect, it } from "vitest";
import * as list from "@/app/api/v1/diver/dive-logs/route";
import { diveBody } from "@/tests/support/dive-log-factories";
import { createUser } from "@/tests/support/factories";
import { call } from "@/tests/support/http";

const create = (token: string, body: Record<string, unknown>) => call(list.POST, { method: "POST", path: "/api/v1/diver/dive-logs", token, body });

describe("imperial dives", () => {
  it("computes SAC in cuft/min from the cylinder's working pressure, and MOD in feet", async () => {
    const diver = await createUser();
    const body = diveBody({
      depth_unit: "ft", max_depth: 60, average_depth: 40, dive_time: 45, pressure_unit: "psi", pressure_start: 3000, pressure_end: 700,
      bottom_cylinder_volume: 77.4, cylinder_working_pressure: 3000, gas: "nitrox", gas_mix: 32, temperature_unit: "f", water_temperature: 75,
    });
    const res = await create(diver.token, body);
    expect(res.status).toBe(201);
    expect(res.json.data.sac_rate).toBeCloseTo(0.6, 2);
    expect(res.json.data.cylinder_working_pressure).toBe(3000);
    expect(res.json.data.mod).toBe(111);
    const without = await create(diver.token, { ...body, cylinder_working_pressure: null });
    expect(without.json.data.sac_rate).toBeNull();
    const bad = await create(diver.token, { ...body, cylinder_working_pressure: 99999 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.cylinder_working_pressure).toBeDefined();
  });
});
