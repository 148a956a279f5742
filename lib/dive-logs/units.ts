// Unit conversions of the logbook. Exact definitions where they exist (ft, psi, cuft are defined
// in SI units); dive-log values are stored in the unit the diver logged them in and converted
// only for bounds, figures and the UDDF export (which is SI throughout).

export const depthUnits = ["m", "ft"] as const;
export const pressureUnits = ["bar", "psi"] as const;
export const temperatureUnits = ["c", "f"] as const;
export const weightUnits = ["kg", "lb"] as const;

export type DepthUnit = (typeof depthUnits)[number];
export type PressureUnit = (typeof pressureUnits)[number];
export type TemperatureUnit = (typeof temperatureUnits)[number];
export type WeightUnit = (typeof weightUnits)[number];

/** International foot (1959): exactly 0.3048 m. */
export const METRES_PER_FOOT = 0.3048;
/** Pound-force per square inch: 0.45359237 kg × 9.80665 m/s² / (0.0254 m)² = 6894.757293168 Pa. */
export const PASCAL_PER_PSI = 6894.757293168361;
export const PASCAL_PER_BAR = 100_000;
/** A cubic foot is (0.3048 m)³ = 28.316846592 litres. */
export const LITRES_PER_CUFT = 28.316846592;
export const KG_PER_LB = 0.45359237;

export const feetToMetres = (ft: number) => ft * METRES_PER_FOOT;
export const metresToFeet = (m: number) => m / METRES_PER_FOOT;
export const toMetres = (value: number, unit: DepthUnit) => (unit === "ft" ? feetToMetres(value) : value);
export const fromMetres = (metres: number, unit: DepthUnit) => (unit === "ft" ? metresToFeet(metres) : metres);

export const psiToBar = (psi: number) => (psi * PASCAL_PER_PSI) / PASCAL_PER_BAR;
export const barToPsi = (bar: number) => (bar * PASCAL_PER_BAR) / PASCAL_PER_PSI;
export const toBar = (value: number, unit: PressureUnit) => (unit === "psi" ? psiToBar(value) : value);
export const fromBar = (bar: number, unit: PressureUnit) => (unit === "psi" ? barToPsi(bar) : bar);
export const toPascal = (value: number, unit: PressureUnit) => toBar(value, unit) * PASCAL_PER_BAR;

export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
export const toCelsius = (value: number, unit: TemperatureUnit) => (unit === "f" ? fahrenheitToCelsius(value) : value);
export const fromCelsius = (c: number, unit: TemperatureUnit) => (unit === "f" ? celsiusToFahrenheit(c) : c);
export const toKelvin = (value: number, unit: TemperatureUnit) => toCelsius(value, unit) + 273.15;

export const cuftToLitres = (cuft: number) => cuft * LITRES_PER_CUFT;
export const litresToCuft = (litres: number) => litres / LITRES_PER_CUFT;

export const toKg = (value: number, unit: WeightUnit) => (unit === "lb" ? value * KG_PER_LB : value);
export const fromKg = (kg: number, unit: WeightUnit) => (unit === "lb" ? kg / KG_PER_LB : kg);

/**
 * The cylinder-volume unit that goes with a pressure unit: litres of water volume with bar
 * (metric convention), cubic feet of rated gas capacity with psi (imperial convention).
 */
export const volumeUnitOf = (pressure: PressureUnit): "l" | "cuft" => (pressure === "psi" ? "cuft" : "l");

/** Rounds to `places` decimals, half away from zero, without binary-fraction surprises (1.005 → 1.01). */
export function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON * f) / f;
}

/** An account's units, from its preferred system (pages, imports and statistics alike). */
export type SystemUnits = { depth: DepthUnit; pressure: PressureUnit; temperature: TemperatureUnit; weights: WeightUnit };
export const unitsOfSystem = (system: "metric" | "imperial"): SystemUnits =>
  system === "imperial" ? { depth: "ft", pressure: "psi", temperature: "f", weights: "lb" } : { depth: "m", pressure: "bar", temperature: "c", weights: "kg" };
