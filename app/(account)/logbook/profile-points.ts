import type { SystemUnits } from "@/components/logbook/format";
import type { ProfileChartEvent, ProfileChartPoint, ProfileChartUnits } from "@/components/logbook/profile-chart";
import { decimateProfile } from "@/lib/dive-logs/decimate-profile";
import { ascentLimit, fastAscents, type FastAscent } from "@/lib/dive-logs/profile/ascent-rate";
import { getDiveProfile } from "@/lib/dive-logs/get-dive-profile";
import { fromBar, fromCelsius, fromMetres, toBar, toCelsius, toMetres } from "@/lib/dive-logs/units";

const SYMBOL = { c: "°C", f: "°F", m: "m", ft: "ft", bar: "bar", psi: "psi" } as const;

/** The dive's profile for the chart: decimated, in the diver's display units; null without one. */
export async function profileForChart(
  userId: number,
  diveId: number,
  target: SystemUnits,
): Promise<{ points: ProfileChartPoint[]; events: ProfileChartEvent[]; units: ProfileChartUnits; ascents: FastAscent[] } | null> {
  const profile = await getDiveProfile(userId, { id: diveId }).catch(() => null);
  if (!profile) return null;
  const u = profile.units;
  const depth = (v: number | null) => (v === null ? null : fromMetres(toMetres(v, u.depth), target.depth));
  const temperature = (v: number | null) => (v === null ? null : fromCelsius(toCelsius(v, u.temperature), target.temperature));
  const pressure = (v: number | null) => (v === null ? null : fromBar(toBar(v, u.pressure), target.pressure));
  const points = decimateProfile(profile.samples).map((s) => ({
    t: s.t, depth: depth(s.depth), temperature: temperature(s.temperature), pressure: pressure(s.pressure), ndl: s.ndl, ceiling: depth(s.ceiling),
  }));
  // Fast ascents from every sample, before decimation (decimation keeps peaks, not rates).
  const ascents = fastAscents(profile.samples.map((s) => ({ t: s.t, depth: depth(s.depth) })), ascentLimit(target.depth));
  const events = profile.events.map((e) => (e.type === "decostop" && typeof e.value === "number" ? { ...e, value: depth(e.value) } : e));
  return { points, events, ascents, units: { depth: SYMBOL[target.depth], temperature: SYMBOL[target.temperature], pressure: SYMBOL[target.pressure] } };
}
