import type { FieldErrors } from "@/lib/api/errors";
import { fromBar, fromCelsius, fromKg, fromMetres, type DepthUnit, type PressureUnit, type TemperatureUnit, type WeightUnit } from "@/lib/dive-logs/units";

// Bounds that depend on a unit or on another field. They are checked on the values a dive would
// have after the request (a PATCH merges into the stored dive), so the zod schema cannot see all
// of them. Limits are defined once, in metric, and converted for imperial dives.

export const LIMITS = {
  depthMetres: 350,
  pressureBar: 350,
  waterCelsius: [-2, 40],
  weatherCelsius: [-60, 60],
  weightsKg: 50,
  cylinderLitres: [0.1, 50],
  cylinderCuft: [1, 200],
} as const;

export type DiveValues = {
  max_depth: number | null;
  average_depth: number | null;
  depth_unit: DepthUnit;
  pressure_start: number | null;
  pressure_end: number | null;
  pressure_unit: PressureUnit;
  water_temperature: number | null;
  weather_temperature: number | null;
  temperature_unit: TemperatureUnit;
  gas: string | null;
  gas_mix: number | null;
  gas_helium: number | null;
  lat: number | null;
  lon: number | null;
  weights: number | null;
  weights_unit: WeightUnit | null;
  bottom_cylinder_volume: number | null;
};

// Limits converted to imperial are compared with a small tolerance (350 m = 1148.2939… ft).
const TOL = 1e-9;
const fmt = (n: number) => String(Math.round(n * 10) / 10);
const label = (field: string) => field.replace(/_/g, " ");

export function diveRuleErrors(v: DiveValues): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const within = (field: keyof DiveValues, min: number, max: number, unit: string) => {
    const value = v[field] as number | null;
    if (value === null) return;
    if (value < min - TOL || value > max + TOL) add(field, `The ${label(field)} must be between ${fmt(min)} and ${fmt(max)} ${unit}.`);
  };

  const maxDepth = fromMetres(LIMITS.depthMetres, v.depth_unit);
  within("max_depth", 0, maxDepth, v.depth_unit);
  within("average_depth", 0, maxDepth, v.depth_unit);
  if (v.max_depth !== null && v.average_depth !== null && v.average_depth > v.max_depth) {
    add("average_depth", "The average depth must not be greater than the max depth.");
  }

  const maxPressure = fromBar(LIMITS.pressureBar, v.pressure_unit);
  within("pressure_start", 0, maxPressure, v.pressure_unit);
  within("pressure_end", 0, maxPressure, v.pressure_unit);
  if (v.pressure_start !== null && v.pressure_end !== null && v.pressure_end > v.pressure_start) {
    add("pressure_end", "The pressure end must not be greater than the pressure start.");
  }

  const tUnit = v.temperature_unit === "f" ? "°F" : "°C";
  const t = (c: number) => fromCelsius(c, v.temperature_unit);
  within("water_temperature", t(LIMITS.waterCelsius[0]), t(LIMITS.waterCelsius[1]), tUnit);
  within("weather_temperature", t(LIMITS.weatherCelsius[0]), t(LIMITS.weatherCelsius[1]), tUnit);

  if (v.gas_mix !== null) {
    if (v.gas === "air" && Math.abs(v.gas_mix - 21) > 0.5) add("gas_mix", "Air contains 21% oxygen; use nitrox for other mixes.");
    if (v.gas === "nitrox" && !(v.gas_mix > 21 && v.gas_mix < 100)) add("gas_mix", "A nitrox mix must contain more than 21% and less than 100% oxygen.");
    if (v.gas === "oxygen" && v.gas_mix < 99) add("gas_mix", "Oxygen must be at least 99% oxygen.");
  }
  if (v.gas_helium !== null) {
    if (v.gas !== "trimix" && v.gas !== "heliox") add("gas_helium", "Only trimix and heliox contain helium.");
    else if (v.gas_mix !== null && v.gas_mix + v.gas_helium > 100 + TOL) add("gas_helium", "Oxygen and helium together may not be more than 100%.");
  }

  if ((v.lat === null) !== (v.lon === null)) add(v.lat === null ? "lat" : "lon", "The lat and lon fields must be given together.");

  if (v.weights !== null) {
    const unit = v.weights_unit ?? "kg";
    within("weights", 0, fromKg(LIMITS.weightsKg, unit), unit);
  }

  if (v.bottom_cylinder_volume !== null) {
    const [min, max] = v.pressure_unit === "psi" ? LIMITS.cylinderCuft : LIMITS.cylinderLitres;
    within("bottom_cylinder_volume", min, max, v.pressure_unit === "psi" ? "cuft" : "litres");
  }
  return errors;
}
