import { emptyColumns, type ProfileColumns } from "@/lib/dive-logs/profile-codec";
import { LIMITS } from "@/lib/dive-logs/import/types";

// Collects one dive's samples and refuses absurd ones: the first absurd value makes the whole
// dive rejected (with that value as its reason) rather than silently dropped or clamped.

export type SampleValues = {
  t: number;
  depth?: number | null;
  temperature?: number | null;
  pressure?: number | null;
  ndl?: number | null;
  ceiling?: number | null;
};

export class SampleBuilder {
  readonly columns: ProfileColumns = emptyColumns();
  problem: string | null = null;

  get length() {
    return this.columns.t.length;
  }

  add(s: SampleValues) {
    if (this.problem) return;
    const c = this.columns;
    if (!Number.isFinite(s.t) || s.t < 0) return this.fail(`A sample has an impossible time (${s.t} s).`);
    if (s.t > LIMITS.maxDurationSeconds) return this.fail(`A sample lies more than 24 hours into the dive (${s.t} s).`);
    const last = c.t.length ? c.t[c.t.length - 1]! : -1;
    if (s.t < last) return this.fail(`The samples are not in time order (${s.t} s after ${last} s).`);
    if (c.t.length >= LIMITS.maxSamplesPerDive) return this.fail(`The dive has more than ${LIMITS.maxSamplesPerDive} samples.`);
    const depth = s.depth ?? null;
    if (depth !== null && (!Number.isFinite(depth) || depth < -10 || depth > LIMITS.maxDepthMetres)) {
      return this.fail(`A sample has an impossible depth (${depth} m).`);
    }
    const temperature = s.temperature ?? null;
    if (temperature !== null && (!Number.isFinite(temperature) || temperature < LIMITS.minTemperature || temperature > LIMITS.maxTemperature)) {
      return this.fail(`A sample has an impossible temperature (${temperature} °C).`);
    }
    const pressure = s.pressure ?? null;
    if (pressure !== null && (!Number.isFinite(pressure) || pressure < 0 || pressure > LIMITS.maxPressureBar)) {
      return this.fail(`A sample has an impossible tank pressure (${pressure} bar).`);
    }
    const ndl = s.ndl ?? null;
    const ceiling = s.ceiling ?? null;
    c.t.push(s.t);
    // A computer at the surface may read a few centimetres above it; the profile starts at 0.
    c.depth.push(depth === null ? null : Math.max(0, depth));
    c.temperature.push(temperature);
    c.pressure.push(pressure);
    c.ndl.push(ndl !== null && Number.isFinite(ndl) && ndl >= 0 ? ndl : null);
    c.ceiling.push(ceiling !== null && Number.isFinite(ceiling) && ceiling >= 0 && ceiling <= LIMITS.maxDepthMetres ? ceiling : null);
  }

  fail(reason: string) {
    this.problem ??= reason;
  }
}

/** "12.5", " 12,5 " → 12.5; anything else → null. */
export function num(text: string | undefined | null): number | null {
  if (text === undefined || text === null) return null;
  const v = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(v) ? v : null;
}
