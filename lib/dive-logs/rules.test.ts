import { describe, expect, it } from "vitest";
import { diveRuleErrors, type DiveValues } from "@/lib/dive-logs/rules";

const base: DiveValues = {
  max_depth: 18, average_depth: 12, depth_unit: "m", pressure_start: 200, pressure_end: 50, pressure_unit: "bar",
  water_temperature: 19, weather_temperature: 25, temperature_unit: "c", gas: "nitrox", gas_mix: 32, gas_helium: null, lat: 44, lon: 9,
  weights: 4, weights_unit: "kg", bottom_cylinder_volume: 12,
};
const fields = (v: Partial<DiveValues>) => Object.keys(diveRuleErrors({ ...base, ...v })).sort();

describe("dive rules", () => {
  it("accepts a plausible dive", () => expect(diveRuleErrors(base)).toEqual({}));

  it("bounds depths by unit: 350 m is 1148.29 ft", () => {
    expect(fields({ max_depth: 350 })).toEqual([]);
    expect(fields({ max_depth: 351 })).toEqual(["max_depth"]);
    expect(fields({ depth_unit: "ft", max_depth: 1148.29 })).toEqual([]);
    expect(fields({ depth_unit: "ft", max_depth: 1148.3 })).toEqual(["max_depth"]);
    expect(fields({ average_depth: 18.01 })).toEqual(["average_depth"]);
  });

  it("bounds pressures by unit and keeps the end at or below the start", () => {
    expect(fields({ pressure_unit: "psi", pressure_start: 5076, pressure_end: 700 })).toEqual([]);
    expect(fields({ pressure_unit: "psi", pressure_start: 5077, pressure_end: 700 })).toEqual(["pressure_start"]);
    expect(fields({ pressure_end: 200 })).toEqual([]);
    expect(fields({ pressure_end: 201 })).toEqual(["pressure_end"]);
  });

  it("bounds temperatures in either unit", () => {
    expect(fields({ temperature_unit: "f", water_temperature: 28.4, weather_temperature: -76 })).toEqual([]);
    expect(fields({ temperature_unit: "f", water_temperature: 28.3, weather_temperature: 140.1 })).toEqual(["water_temperature", "weather_temperature"]);
  });

  it("keeps gas and O2 % consistent, and lat/lon together", () => {
    expect(fields({ gas: "air", gas_mix: 21 })).toEqual([]);
    expect(fields({ gas: "air", gas_mix: 32 })).toEqual(["gas_mix"]);
    expect(fields({ gas: "nitrox", gas_mix: 21 })).toEqual(["gas_mix"]);
    expect(fields({ gas: "oxygen", gas_mix: 80 })).toEqual(["gas_mix"]);
    expect(fields({ gas: "trimix", gas_mix: 10 })).toEqual([]);
    expect(fields({ gas: "trimix", gas_mix: 18, gas_helium: 45 })).toEqual([]);
    expect(fields({ gas: "heliox", gas_mix: 10, gas_helium: 90 })).toEqual([]);
    expect(fields({ gas: "trimix", gas_mix: 30, gas_helium: 70.5 })).toEqual(["gas_helium"]);
    expect(fields({ gas: "nitrox", gas_mix: 32, gas_helium: 10 })).toEqual(["gas_helium"]);
    expect(fields({ lon: null })).toEqual(["lon"]);
    expect(fields({ lat: null, lon: null })).toEqual([]);
  });

  it("reads the cylinder volume as litres with bar and cuft with psi", () => {
    expect(fields({ bottom_cylinder_volume: 80 })).toEqual(["bottom_cylinder_volume"]);
    expect(fields({ pressure_unit: "psi", pressure_start: 3000, pressure_end: 700, bottom_cylinder_volume: 80 })).toEqual([]);
  });
});
