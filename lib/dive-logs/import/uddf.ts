import { num, SampleBuilder } from "@/lib/dive-logs/import/sample-builder";
import { emptyDive, type ParsedDive, type ParseItem } from "@/lib/dive-logs/import/types";
import type { XmlHandler } from "@/lib/dive-logs/import/xml-stream";

// UDDF 3.x (www.streit.cc/uddf), from any producer. SI units throughout: metres, kelvin,
// pascal, seconds, cubic metres; fractions for gas contents. What is read:
//   <diver><owner><equipment><divecomputer id> (model, serial), <buddy id><personal>
//   <divesite><site id> (name, geography: location, country, latitude, longitude)
//   <gasdefinitions><mix id> (o2, he)
//   <profiledata>…<dive id>: informationbeforedive (datetime, links to site, buddy and
//     equipment, airtemperature), tankdata (link to mix, tankvolume, tankpressurebegin/end),
//     samples/waypoint (divetime, depth, temperature, tankpressure, nodecotime, decostop,
//     switchmix, alarm), informationafterdive (greatestdepth, averagedepth, diveduration,
//     lowesttemperature, notes), and the logbook's own <applicationdata><divecert> block.

type Mix = { o2: number | null; he: number | null; name: string | null };
type Tank = { id: string | null; mix: string | null; volume: number | null; begin: number | null; end: number | null };
type Waypoint = {
  t: number | null; depth: number | null; temperature: number | null; pressure: number | null; ndl: number | null; ceiling: number | null;
  /** Events of this waypoint; their time is its divetime, which may come after them. */
  events: { type: string; value: number | string | null }[];
};

const kelvin = (v: number | null) => (v === null ? null : v - 273.15);
const pascalToBar = (v: number | null) => (v === null ? null : v / 100_000);

function parseDateTime(text: string): { date: string; time: string | null } | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!m) return null;
  return { date: m[1]!, time: m[2] ? `${m[2]}:${m[3]}:${m[4] ?? "00"}` : null };
}

export function uddfHandler(emit: (item: ParseItem) => void): XmlHandler {
  const path: string[] = [];
  const ids: string[] = [];
  let text = "";
  const mixes = new Map<string, Mix>();
  const sites = new Map<string, NonNullable<ParsedDive["site"]>>();
  const people = new Map<string, string>();
  const computers = new Map<string, { model: string | null; serial: string | null }>();
  let mix: Mix | null = null;
  let site: NonNullable<ParsedDive["site"]> | null = null;
  let person: { first: string; last: string } | null = null;
  let computer: { model: string | null; serial: string | null; name: string | null } | null = null;

  let index = 0;
  let dive: (Omit<ParsedDive, "samples" | "date"> & { date: string | null; links: string[]; diveId: string | null }) | null = null;
  let samples = new SampleBuilder();
  let tanks: Tank[] = [];
  let tank: Tank | null = null;
  let wp: Waypoint | null = null;
  let pressureRef: string | null = null;
  let tankRef: string | null = null;
  let decoKind: string | null = null;
  let ext: Record<string, string> | null = null;
  let extOpen = false;

  const inside = (name: string) => path.includes(name);
  const parent = () => path[path.length - 2];

  return {
    open(name, a) {
      path.push(name);
      ids.push(a.id ?? "");
      text = "";
      if (name === "mix" && inside("gasdefinitions")) mix = { o2: null, he: null, name: null };
      else if (name === "site" && inside("divesite")) site = { name: null, country: null, lat: null, lon: null };
      else if ((name === "buddy" || name === "owner") && parent() === "diver") person = { first: "", last: "" };
      else if (name === "divecomputer" && inside("equipment")) computer = { model: null, serial: null, name: null };
      else if (name === "dive" && inside("profiledata")) {
        dive = { ...emptyDive(), date: null, links: [], diveId: a.id ?? null };
        samples = new SampleBuilder();
        tanks = [];
        ext = null;
        extOpen = false;
      } else if (dive) {
        if (name === "link" && a.ref) {
          if (tank) tank.mix = a.ref;
          else dive.links.push(a.ref);
        } else if (name === "tankdata") tank = { id: a.id ?? null, mix: null, volume: null, begin: null, end: null };
        else if (name === "waypoint") wp = { t: null, depth: null, temperature: null, pressure: null, ndl: null, ceiling: null, events: [] };
        else if (name === "tankpressure") tankRef = a.ref ?? null;
        else if (name === "decostop" && wp) {
          decoKind = a.kind ?? null;
          const depth = num(a.decodepth);
          if (decoKind === "mandatory" && depth !== null) wp.ceiling = depth;
        } else if (name === "switchmix" && wp && a.ref) {
          const m = mixes.get(a.ref);
          wp.events.push({ type: "gaschange", value: m?.o2 != null ? Math.round(m.o2 * 10_000) / 100 : (m?.name ?? a.ref) });
        } else if (name === "divecert" && inside("applicationdata")) {
          ext = {};
          extOpen = true;
        }
      }
    },
    text(t) {
      text += t;
    },
    close(name) {
      const value = text.trim();
      text = "";
      const id = ids.pop() ?? "";
      path.pop();
      if (mix) {
        if (name === "o2") mix.o2 = num(value);
        else if (name === "he") mix.he = num(value);
        else if (name === "name") mix.name = value;
        else if (name === "mix") {
          if (id) mixes.set(id, mix);
          mix = null;
        }
        return;
      }
      if (site) {
        if (name === "name" && path[path.length - 1] === "site") site.name = value;
        else if (name === "location" && !site.name) site.name = value;
        else if (name === "country") site.country = value;
        else if (name === "latitude") site.lat = num(value);
        else if (name === "longitude") site.lon = num(value);
        else if (name === "site") {
          if (id) sites.set(id, site);
          site = null;
        }
        return;
      }
      if (computer) {
        if (name === "model") computer.model = value;
        else if (name === "serialnumber") computer.serial = value;
        else if (name === "name") computer.name = value;
        else if (name === "divecomputer") {
          if (id) computers.set(id, { model: computer.model ?? computer.name, serial: computer.serial });
          computer = null;
        }
        return;
      }
      if (person && !dive) {
        if (name === "firstname") person.first = value;
        else if (name === "lastname") person.last = value;
        else if (name === "buddy" || name === "owner") {
          if (id && name === "buddy") people.set(id, `${person.first} ${person.last}`.trim());
          person = null;
        }
        return;
      }
      if (!dive) return;
      const d = dive;
      if (extOpen) {
        if (name === "divecert") extOpen = false;
        else ext![name] = value;
        return;
      }
      if (wp) {
        if (name === "divetime") wp.t = num(value);
        else if (name === "depth") wp.depth = num(value);
        else if (name === "temperature") wp.temperature = kelvin(num(value));
        else if (name === "tankpressure") {
          pressureRef ??= tankRef;
          if (tankRef === null || tankRef === pressureRef || tankRef === tanks[0]?.id) wp.pressure = pascalToBar(num(value));
        } else if (name === "nodecotime") wp.ndl = num(value);
        else if (name === "decostop") {
          if (decoKind === "safety") wp.events.push({ type: "safetystop", value: null });
          else if (decoKind === "mandatory") wp.events.push({ type: "decostop", value: wp.ceiling });
        } else if (name === "alarm" && value) wp.events.push({ type: value === "ascent" ? "ascent" : value, value: null });
        else if (name === "setmarker") wp.events.push({ type: "bookmark", value: value || null });
        else if (name === "waypoint") {
          if (wp.t === null) samples.fail("A waypoint has no divetime.");
          else samples.add({ t: wp.t, depth: wp.depth, temperature: wp.temperature, pressure: wp.pressure, ndl: wp.ndl, ceiling: wp.ceiling });
          for (const e of wp.events) d.events.push({ t: wp.t ?? 0, ...e });
          wp = null;
        }
        return;
      }
      if (tank) {
        if (name === "tankvolume") tank.volume = num(value) === null ? null : num(value)! * 1000;
        else if (name === "tankpressurebegin") tank.begin = pascalToBar(num(value));
        else if (name === "tankpressureend") tank.end = pascalToBar(num(value));
        else if (name === "tankdata") {
          tanks.push(tank);
          tank = null;
        }
        return;
      }
      switch (name) {
        case "datetime": {
          const dt = parseDateTime(value);
          if (dt && inside("informationbeforedive")) {
            d.date = dt.date;
            d.time = dt.time;
          }
          break;
        }
        case "airtemperature":
          d.airTemperature = kelvin(num(value));
          break;
        case "greatestdepth":
          d.maxDepth = num(value);
          break;
        case "averagedepth":
          d.avgDepth = num(value);
          break;
        case "diveduration":
          d.duration = num(value);
          break;
        case "lowesttemperature":
          d.waterTemperature = kelvin(num(value));
          break;
        case "para":
          if (inside("notes")) d.notes = d.notes ? `${d.notes}\n${value}` : value;
          break;
        case "dive":
          finish();
          break;
      }
    },
    end() {},
  };

  function finish() {
    const d = dive!;
    dive = null;
    const at = index++;
    if (!d.date) return emit({ index: at, reason: "The dive has no date (informationbeforedive/datetime)." });
    if (samples.problem) return emit({ index: at, reason: samples.problem });
    for (const ref of d.links) {
      if (sites.has(ref)) d.site = sites.get(ref)!;
      else if (people.has(ref)) d.buddy = d.buddy ? `${d.buddy}, ${people.get(ref)}` : people.get(ref)!;
      else if (computers.has(ref)) d.computer = { ...computers.get(ref)!, diveId: d.diveId };
    }
    if (!d.computer && computers.size === 1) d.computer = { ...[...computers.values()][0]!, diveId: d.diveId };
    // The logbook's own export keeps the computer's dive id in its extension block.
    if (d.computer && ext?.computer_dive_id) d.computer.diveId = ext.computer_dive_id;
    const first = tanks[0];
    if (first) {
      const m = first.mix ? mixes.get(first.mix) : undefined;
      if (m?.o2 != null) d.o2 = m.o2 * 100;
      if (m?.he != null) d.he = m.he * 100;
      d.cylinderVolume = first.volume;
      d.pressureStart = first.begin;
      d.pressureEnd = first.end;
    }
    const { links: _l, diveId: _i, date, ...rest } = d;
    emit({ index: at, dive: { ...rest, date, samples: samples.columns, record: ext ?? undefined } });
  }
}
