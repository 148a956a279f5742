import type { ProfileColumns } from "@/lib/dive-logs/profile-codec";

// What every parser hands over: one dive as the file states it, in SI-style units (metres,
// °C, bar, litres, seconds), before any figure is derived (derive.ts) or any unit of the
// diver is applied (to-dive-input.ts).

export type ProfileEvent = { t: number; type: string; value: number | string | null };

export type ParsedDive = {
  /** Local start: Y-m-d and HH:mm[:ss] as the file states them (no time zone is stored). */
  date: string;
  time: string | null;
  /** Stated duration in seconds. */
  duration: number | null;
  maxDepth: number | null;
  avgDepth: number | null;
  /** Water temperature (minimum), °C. */
  waterTemperature: number | null;
  airTemperature: number | null;
  pressureStart: number | null;
  pressureEnd: number | null;
  /** Oxygen and helium fractions of the first (bottom) gas, in %. */
  o2: number | null;
  he: number | null;
  /** Water volume of one cylinder, litres; working pressure in bar. */
  cylinderVolume: number | null;
  cylinderWorkingPressure: number | null;
  cylinderCount: number | null;
  site: { name: string | null; country: string | null; lat: number | null; lon: number | null } | null;
  buddy: string | null;
  notes: string | null;
  computer: { model: string | null; serial: string | null; diveId: string | null } | null;
  samples: ProfileColumns;
  events: ProfileEvent[];
  /** Record fields in the dive's own units (the logbook's UDDF extension, or its CSV): they win. */
  record?: Record<string, string>;
};

/** A dive the parser could not read: kept in `rejected` with its place in the file. */
export type RejectedDive = { index: number; reason: string };

export type ParseItem = { index: number; dive: ParsedDive } | RejectedDive;

export const isRejected = (item: ParseItem): item is RejectedDive => "reason" in item;

export class ImportFormatError extends Error {}

export const emptyDive = (): Omit<ParsedDive, "samples" | "date"> => ({
  time: null, duration: null, maxDepth: null, avgDepth: null, waterTemperature: null, airTemperature: null,
  pressureStart: null, pressureEnd: null, o2: null, he: null, cylinderVolume: null, cylinderWorkingPressure: null,
  cylinderCount: null, site: null, buddy: null, notes: null, computer: null, events: [],
});

/** Bounds that make a sample or a dive absurd (decision 0021): the dive is rejected, not clamped. */
export const LIMITS = {
  maxDives: 10_000,
  maxSamplesPerDive: 200_000,
  maxDepthMetres: 400,
  maxDurationSeconds: 24 * 3600,
  minTemperature: -5,
  maxTemperature: 60,
  maxPressureBar: 500,
} as const;
