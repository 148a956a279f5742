import { num, SampleBuilder } from "@/lib/dive-logs/import/sample-builder";
import { emptyDive, type ParsedDive, type ParseItem } from "@/lib/dive-logs/import/types";
import type { XmlHandler } from "@/lib/dive-logs/import/xml-stream";
import { cuftToLitres, fahrenheitToCelsius, feetToMetres, psiToBar } from "@/lib/dive-logs/units";

// Subsurface's own log (.ssrf / .xml, <divelog program='subsurface' version='3'>), as its
// documentation and files describe it: values carry their unit in the text ("30.5 m",
// "24.0 C", "200.0 bar", "12.0 l", "32.0%", "45:30 min"); <divesites><site uuid name gps>;
// <dives>[<trip>]<dive date time duration divesiteid> with <buddy>, <notes>, <cylinder>, and one
// <divecomputer model deviceid diveid> per computer holding <depth max mean>, <temperature air
// water>, <event>s and <sample>s. A dive kept with several computers is one dive with the
// first computer's figures and samples (contract section 5). In samples Subsurface writes ndl,
// in_deco and stopdepth only when they change, so they carry over until the next change.

/** "45:30 min" → 2730; "1:02:03" → 3723; "45 min" → 2700; "12" → 12 s. */
export function duration(text: string | undefined): number | null {
  if (!text) return null;
  const t = text.trim().replace(/\s*min$/, "");
  const parts = t.split(":");
  if (parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  const n = parts.map(Number) as [number, number?, number?];
  if (n.length === 1) return /min$/.test(text.trim()) ? n[0] * 60 : n[0];
  if (n.length === 2) return n[0] * 60 + n[1]!;
  if (n.length === 3) return n[0] * 3600 + n[1]! * 60 + n[2]!;
  return null;
}

function unitValue(text: string | undefined): { v: number; unit: string } | null {
  if (!text) return null;
  const m = /^\s*(-?\d+(?:[.,]\d+)?)\s*([a-zA-Z%℃°]*)\s*$/.exec(text);
  if (!m) return null;
  return { v: Number(m[1]!.replace(",", ".")), unit: (m[2] ?? "").toLowerCase() };
}
export const metres = (text: string | undefined) => {
  const u = unitValue(text);
  return u === null ? null : u.unit === "ft" ? feetToMetres(u.v) : u.v;
};
export const celsius = (text: string | undefined) => {
  const u = unitValue(text);
  return u === null ? null : u.unit === "f" ? fahrenheitToCelsius(u.v) : u.unit === "k" ? u.v - 273.15 : u.v;
};
export const bar = (text: string | undefined) => {
  const u = unitValue(text);
  return u === null ? null : u.unit === "psi" ? psiToBar(u.v) : u.unit === "mbar" ? u.v / 1000 : u.v;
};
const litres = (text: string | undefined) => {
  const u = unitValue(text);
  return u === null ? null : u.unit === "cuft" ? cuftToLitres(u.v) : u.v;
};
const percent = (text: string | undefined) => unitValue(text)?.v ?? null;

function gps(text: string | undefined): { lat: number; lon: number } | null {
  const m = text ? /^\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*$/.exec(text) : null;
  return m ? { lat: Number(m[1]), lon: Number(m[2]) } : null;
}

// Subsurface's names (libdivecomputer's sample events); "ceiling" is SAMPLE_EVENT_CEILING, a broken
// ceiling, not a stop.
const EVENT_TYPES: Record<string, string> = {
  gaschange: "gaschange", ascent: "ascent", "safety stop": "safetystop", "safety stop (voluntary)": "safetystop",
  "safety stop (mandatory)": "safetystop", "deco stop": "decostop", ceiling: "ceiling", bookmark: "bookmark",
  violation: "violation",
};

export function subsurfaceHandler(emit: (item: ParseItem) => void): XmlHandler {
  const serials = new Map<string, { model: string | null; serial: string | null }>();
  const sites = new Map<string, NonNullable<ParsedDive["site"]>>();
  let site: NonNullable<ParsedDive["site"]> | null = null;
  let siteId: string | null = null;
  let index = 0;
  let dive: (Omit<ParsedDive, "samples" | "date"> & { date: string | null; siteId: string | null; problem: string | null }) | null = null;
  let computers = 0;
  let cylinders = 0;
  let samples = new SampleBuilder();
  let ndl: number | null = null;
  let stopDepth: number | null = null;
  let inDeco = false;
  let text = "";
  let textFor: "buddy" | "notes" | "location" | null = null;

  return {
    open(name, a) {
      text = "";
      if (name === "divecomputerid" && a.deviceid) {
        serials.set(a.deviceid.toLowerCase(), { model: a.model ?? null, serial: a.serial ?? null });
      } else if (name === "site" && !dive) {
        const p = gps(a.gps);
        site = { name: a.name ?? null, country: null, lat: p?.lat ?? null, lon: p?.lon ?? null };
        siteId = a.uuid ?? null;
      } else if (name === "geo" && site && a.cat === "2" && a.value) {
        site.country = a.value;
      } else if (name === "dive") {
        dive = { ...emptyDive(), date: a.date ?? null, siteId: a.divesiteid ?? null, problem: null };
        dive.time = a.time ?? null;
        dive.duration = duration(a.duration);
        if (a.duration && dive.duration === null) dive.problem = `The dive duration "${a.duration}" is not readable.`;
        computers = 0;
        cylinders = 0;
        samples = new SampleBuilder();
        ndl = null;
        stopDepth = null;
        inDeco = false;
      } else if (dive) {
        const d = dive;
        if (name === "buddy" || name === "notes") textFor = name;
        else if (name === "location") {
          textFor = "location";
          const p = gps(a.gps);
          if (p) d.site = { name: null, country: null, ...d.site, lat: p.lat, lon: p.lon };
        } else if (name === "cylinder") {
          if (cylinders++ === 0) {
            d.cylinderVolume = litres(a.size);
            d.cylinderWorkingPressure = bar(a.workpressure);
            d.o2 = percent(a.o2);
            d.he = percent(a.he);
            d.pressureStart = bar(a.start);
            d.pressureEnd = bar(a.end);
          }
        } else if (name === "divecomputer") {
          computers++;
          if (computers === 1) {
            const known = a.deviceid ? serials.get(a.deviceid.toLowerCase()) : undefined;
            const serial = known?.serial ?? a.deviceid ?? null;
            if (a.model || serial) d.computer = { model: a.model ?? known?.model ?? null, serial, diveId: a.diveid ?? null };
          }
        } else if (computers > 1) {
          // The other computers of the dive: their figures do not count.
        } else if (name === "depth") {
          d.maxDepth = metres(a.max) ?? d.maxDepth;
          d.avgDepth = metres(a.mean) ?? d.avgDepth;
        } else if (name === "temperature" || name === "divetemperature") {
          d.waterTemperature = celsius(a.water) ?? d.waterTemperature;
          d.airTemperature = celsius(a.air) ?? d.airTemperature;
        } else if (name === "event") {
          const t = duration(a.time);
          const type = EVENT_TYPES[(a.name ?? "").toLowerCase()] ?? (a.name || `type ${a.type ?? "?"}`);
          const value = type === "gaschange" ? (percent(a.o2) ?? num(a.value)) : a.value ? (num(a.value) ?? a.value) : null;
          if (t === null) d.problem ??= `An event has an unreadable time "${a.time}".`;
          else d.events.push({ t, type, value });
        } else if (name === "sample") {
          const t = duration(a.time);
          if (t === null) return samples.fail(`A sample has an unreadable time "${a.time}".`);
          if (a.ndl !== undefined) ndl = duration(a.ndl);
          if (a.in_deco !== undefined) inDeco = a.in_deco === "1";
          if (a.stopdepth !== undefined) stopDepth = metres(a.stopdepth);
          samples.add({
            t,
            depth: metres(a.depth),
            temperature: celsius(a.temp),
            pressure: bar(a.pressure ?? a.pressure0),
            ndl: inDeco ? 0 : ndl,
            ceiling: inDeco ? stopDepth : null,
          });
        }
      }
    },
    text(t) {
      if (textFor) text += t;
    },
    close(name) {
      if (name === "site" && site) {
        if (siteId) sites.set(siteId, site);
        site = null;
      } else if (dive && textFor === name) {
        const value = text.trim();
        if (value) {
          if (name === "buddy") dive.buddy = value;
          else if (name === "notes") dive.notes = value;
          else if (name === "location") dive.site = { country: null, lat: null, lon: null, ...dive.site, name: value };
        }
        textFor = null;
      } else if (name === "dive" && dive) {
        const d = dive;
        dive = null;
        const at = index++;
        if (!d.date || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) return emit({ index: at, reason: "The dive has no readable date." });
        const problem = d.problem ?? samples.problem;
        if (problem) return emit({ index: at, reason: problem });
        if (d.siteId && sites.has(d.siteId)) d.site = sites.get(d.siteId)!;
        const { siteId: _s, problem: _p, date, ...rest } = d;
        emit({ index: at, dive: { ...rest, date, samples: samples.columns } });
      }
    },
    end() {},
  };
}
