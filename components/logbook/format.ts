import { formatDay } from "@/components/learning/format";
import { intlLocale } from "@/lib/i18n/intl-locale";
import {
  fromCelsius, fromKg, fromMetres, round, toCelsius, toKg, toMetres,
  type DepthUnit, type PressureUnit, type TemperatureUnit, type WeightUnit,
} from "@/lib/dive-logs/units";

// Display helpers of the logbook pages. Conversions are units.ts; this file only picks the
// units of the viewer's preferred system and formats numbers for people.

export type UnitSystem = "metric" | "imperial";

export { unitsOfSystem as unitsOf, type SystemUnits } from "@/lib/dive-logs/units";

export const temperatureSymbol = (unit: TemperatureUnit) => (unit === "f" ? "°F" : "°C");
export const volumeSymbol = (pressure: PressureUnit) => (pressure === "psi" ? "cuft" : "L");

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (places: number, locale: string) => {
  const key = `${locale}:${places}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: places })));
  return f;
};
export const formatNumber = (value: number, places = 1, locale = "en") => numberFormat(places, locale).format(round(value, places));

/** A depth logged in `unit`, as a number in `target`. */
export const depthIn = (value: number, unit: DepthUnit, target: DepthUnit) => (unit === target ? value : fromMetres(toMetres(value, unit), target));

/** A depth logged in `unit`, shown in the viewer's depth unit ("18.4 m", "60 ft"). */
export function showDepth(value: number | null, unit: DepthUnit, target: DepthUnit, locale = "en"): string {
  if (value === null) return "—";
  return `${formatNumber(depthIn(value, unit, target), target === "ft" ? 0 : 1, locale)} ${target}`;
}

export function showTemperature(value: number | null, unit: TemperatureUnit, target: TemperatureUnit, locale = "en"): string {
  if (value === null) return "—";
  const converted = unit === target ? value : fromCelsius(toCelsius(value, unit), target);
  return `${formatNumber(converted, 0, locale)} ${temperatureSymbol(target)}`;
}

export function showWeight(value: number | null, unit: WeightUnit, target: WeightUnit, locale = "en"): string {
  if (value === null) return "—";
  const converted = unit === target ? value : fromKg(toKg(value, unit), target);
  return `${formatNumber(converted, 1, locale)} ${target}`;
}

/** Metric totals in the viewer's units. */
export const metresIn = (metres: number | null, target: DepthUnit, locale = "en") => showDepth(metres, "m", target, locale);
export const celsiusIn = (celsius: number | null, target: TemperatureUnit, locale = "en") => showTemperature(celsius, "c", target, locale);

/** 47 → "47 min", 130 → "2 h 10 min". */
export function showMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string) {
  let f = dateTimeFormats.get(locale);
  if (!f) {
    const options = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short", timeZone: "UTC" } as const;
    dateTimeFormats.set(locale, (f = new Intl.DateTimeFormat(intlLocale(locale), options)));
  }
  return f;
}

/** "2026-06-14" → "14 Jun 2026" (en), "14 giu 2026" (it): the site's one date format (components/learning/format.ts). */
export const showDate = (ymd: string | null, locale = "en") => formatDay(ymd, locale);
export const showDateTime = (iso: string | null, locale = "en") => (iso ? dateTimeFormat(locale).format(new Date(iso)) : "—");

/** The gas of a dive; `air` is the word for air in the page's language. */
export function gasLabel(gas: string | null, mix: number | null, air = "Air", helium: number | null = null): string {
  if (!gas) return mix !== null ? `${formatNumber(mix)}% O₂` : "—";
  if (gas === "air") return air;
  if (gas === "nitrox") return mix !== null ? `EAN${formatNumber(mix, 0)}` : "Nitrox";
  const name = gas[0]!.toUpperCase() + gas.slice(1);
  // Trimix and heliox by the divers' convention, O2/He: "Trimix 18/45".
  if (mix !== null && helium !== null) return `${name} ${formatNumber(mix)}/${formatNumber(helium)}`;
  return mix !== null ? `${name} ${formatNumber(mix)}% O₂` : name;
}
