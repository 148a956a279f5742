import {
  fromCelsius, fromKg, fromMetres, round, toCelsius, toKg, toMetres,
  type DepthUnit, type PressureUnit, type TemperatureUnit, type WeightUnit,
} from "@/lib/dive-logs/units";

// Display helpers of the logbook pages. Conversions are units.ts; this file only picks the
// units of the viewer's preferred system and formats numbers for people.

export type UnitSystem = "metric" | "imperial";

export type SystemUnits = { depth: DepthUnit; pressure: PressureUnit; temperature: TemperatureUnit; weights: WeightUnit };

export const unitsOf = (system: UnitSystem): SystemUnits =>
  system === "imperial" ? { depth: "ft", pressure: "psi", temperature: "f", weights: "lb" } : { depth: "m", pressure: "bar", temperature: "c", weights: "kg" };

export const temperatureSymbol = (unit: TemperatureUnit) => (unit === "f" ? "°F" : "°C");
export const volumeSymbol = (pressure: PressureUnit) => (pressure === "psi" ? "cuft" : "L");

const numberFormat = (places: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: places });
export const formatNumber = (value: number, places = 1) => numberFormat(places).format(round(value, places));

/** A depth logged in `unit`, as a number in `target`. */
export const depthIn = (value: number, unit: DepthUnit, target: DepthUnit) => (unit === target ? value : fromMetres(toMetres(value, unit), target));

/** A depth logged in `unit`, shown in the viewer's depth unit ("18.4 m", "60 ft"). */
export function showDepth(value: number | null, unit: DepthUnit, target: DepthUnit): string {
  if (value === null) return "—";
  return `${formatNumber(depthIn(value, unit, target), target === "ft" ? 0 : 1)} ${target}`;
}

export function showTemperature(value: number | null, unit: TemperatureUnit, target: TemperatureUnit): string {
  if (value === null) return "—";
  const converted = unit === target ? value : fromCelsius(toCelsius(value, unit), target);
  return `${formatNumber(converted, 0)} ${temperatureSymbol(target)}`;
}

export function showWeight(value: number | null, unit: WeightUnit, target: WeightUnit): string {
  if (value === null) return "—";
  const converted = unit === target ? value : fromKg(toKg(value, unit), target);
  return `${formatNumber(converted, 1)} ${target}`;
}

/** Metric totals in the viewer's units. */
export const metresIn = (metres: number | null, target: DepthUnit) => showDepth(metres, "m", target);
export const celsiusIn = (celsius: number | null, target: TemperatureUnit) => showTemperature(celsius, "c", target);

/** 47 → "47 min", 130 → "2 h 10 min". */
export function showMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

/** "2026-06-14" → "14 Jun 2026". */
export const showDate = (ymd: string | null) => (ymd ? dateFormat.format(new Date(`${ymd}T00:00:00Z`)) : "—");
export const showDateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : "—");

export function gasLabel(gas: string | null, mix: number | null): string {
  if (!gas) return mix !== null ? `${formatNumber(mix)}% O₂` : "—";
  if (gas === "air") return "Air";
  if (gas === "nitrox") return mix !== null ? `EAN${formatNumber(mix, 0)}` : "Nitrox";
  const name = gas[0]!.toUpperCase() + gas.slice(1);
  return mix !== null ? `${name} ${formatNumber(mix)}% O₂` : name;
}
