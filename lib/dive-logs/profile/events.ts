// The events a dive computer records, as every importer keeps them ({ t, type, value }: UDDF,
// Subsurface, FIT, CSV name them differently), mapped to the few kinds the profile chart marks.

export type ProfileEventKind = "gas" | "safety" | "deco" | "ceiling" | "ascent" | "bookmark" | "other";

export type RawProfileEvent = { t: number; type: string; value: number | string | null };

/** A gas: air, oxygen, nitrox by its O₂ %, trimix by O₂/He %, or the name the file gave it. */
export type GasMix = { kind: "air" } | { kind: "oxygen" } | { kind: "nitrox"; o2: number } | { kind: "trimix"; o2: number; he: number } | { kind: "named"; name: string };

export type MappedEvent = { t: number; kind: ProfileEventKind; type: string; mix: GasMix | null; depth: number | null; text: string | null };

const KINDS: Record<string, ProfileEventKind> = {
  gaschange: "gas", gaschange2: "gas", gasswitch: "gas",
  safetystop: "safety", "safety stop": "safety", "safety stop (voluntary)": "safety", "safety stop (mandatory)": "safety",
  decostop: "deco", "deco stop": "deco", deepstop: "deco",
  ceiling: "ceiling", ceiling_broken: "ceiling", "ceiling (safety stop)": "ceiling", violation: "ceiling", deco: "ceiling",
  ascent: "ascent", ascent_too_fast: "ascent",
  bookmark: "bookmark", setmarker: "bookmark",
};

/** "32", 32, "EAN32", "21/35", "Tx 18/45", "Air", "O2"… → the mix. */
export function gasMix(value: number | string | null): GasMix | null {
  if (value === null || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? byFractions(value, 0) : null;
  const s = value.trim();
  const tri = /^(?:tx|trimix)?\s*(\d{1,3}(?:\.\d+)?)\s*\/\s*(\d{1,3}(?:\.\d+)?)$/i.exec(s);
  if (tri) return byFractions(Number(tri[1]), Number(tri[2]));
  const nx = /^(?:ean|nx|nitrox)?\s*(\d{1,3}(?:\.\d+)?)\s*%?$/i.exec(s);
  if (nx) return byFractions(Number(nx[1]), 0);
  if (/^air$/i.test(s)) return { kind: "air" };
  if (/^(o2|oxygen)$/i.test(s)) return { kind: "oxygen" };
  return { kind: "named", name: s };
}

function byFractions(o2: number, he: number): GasMix | null {
  if (!(o2 > 0 && o2 <= 100) || he < 0 || o2 + he > 100) return null;
  const r = (v: number) => Math.round(v * 10) / 10;
  if (he > 0) return { kind: "trimix", o2: r(o2), he: r(he) };
  if (Math.round(o2) === 21) return { kind: "air" };
  if (o2 >= 99.5) return { kind: "oxygen" };
  return { kind: "nitrox", o2: r(o2) };
}

/**
 * Each stored event as the chart shows it. The end of a safety stop and a computer's
 * "gas switch prompted" are not events of their own on the chart; duplicates (the same kind at
 * the same second, as a computer writing both an alarm and a note) are shown once.
 */
export function mapEvents(events: readonly RawProfileEvent[]): MappedEvent[] {
  const out: MappedEvent[] = [];
  const seen = new Set<string>();
  for (const e of [...events].sort((a, b) => a.t - b.t)) {
    const type = String(e.type ?? "").trim().toLowerCase();
    if (type === "safetystop_end" || type === "gaschange_prompt" || !Number.isFinite(e.t)) continue;
    const kind = KINDS[type] ?? "other";
    const mix = kind === "gas" ? gasMix(e.value) : null;
    const depth = (kind === "deco" || kind === "ceiling") && typeof e.value === "number" && Number.isFinite(e.value) ? e.value : null;
    const text = kind === "other" ? String(e.type).replace(/_/g, " ") : kind === "bookmark" && typeof e.value === "string" && e.value.trim() ? e.value.trim() : null;
    const key = `${e.t}|${kind}|${kind === "other" ? text : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ t: e.t, kind, type, mix, depth, text });
  }
  return out;
}
