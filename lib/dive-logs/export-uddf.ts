import { createHash } from "node:crypto";
import { fragment } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { getDb } from "@/lib/db/client";
import { ymd } from "@/lib/dates";
import { oxygenPercent } from "@/lib/dive-logs/figures";
import { diveLogPages, xmlSafe } from "@/lib/dive-logs/export-pages";
import { diverWhere } from "@/lib/dive-logs/get-dive-log";
import { depthUnitOf, pressureUnitOf, toDiveLogRecord, type DiveLogRecord, type DiveLogRow } from "@/lib/dive-logs/serializers";
import { round, toKelvin, toMetres, toPascal, type TemperatureUnit } from "@/lib/dive-logs/units";
import { decodeProfile } from "@/lib/dive-logs/profile-codec";
import type { ProfileEvent } from "@/lib/dive-logs/import/types";

// UDDF 3.2 (Universal Dive Data Format, www.streit.cc/uddf): SI units throughout — metres,
// kelvin, pascal, seconds, cubic metres. Sections in the order the format prescribes: generator,
// diver, divesite, gasdefinitions, profiledata. One <repetitiongroup> per day, one <dive> per log.
// Breathing gases are defined for air, nitrox and oxygen (their composition follows from the
// O2 %), trimix and heliox with their helium % (gas_helium; heliox without it is O2 + He), and
// every mix a profile switches to (a gas-change event stores its O2 %); every field UDDF has no
// element for stays in <applicationdata>.
//
// Every section and every dive is built as an xmlbuilder2 fragment and serialised on its own, so
// memory holds one page of dives at a time. (xmlbuilder2's callback builder, createCB, builds a
// DOM fragment per node and took ~6 ms a dive; a fragment per dive takes under 1 ms.) Only the
// fixed wrapper tags (<uddf>, <profiledata>, <repetitiongroup id="rg-Y-m-d">) are literal text.

export const UDDF_NAMESPACE = "http://www.streit.cc/uddf/3.2/";
const GROUP_PAGE = 1000;

const siteKey = (r: { location: string | null; country: string | null; lat: number | null; lon: number | null }) =>
  `site-${createHash("sha1").update(JSON.stringify([r.location, r.country, r.lat, r.lon])).digest("hex").slice(0, 16)}`;

const computerKey = (r: { computerModel: string | null; computerSerial: string | null }) =>
  `dc-${createHash("sha1").update(JSON.stringify([r.computerModel, r.computerSerial])).digest("hex").slice(0, 16)}`;

const hasSite = (r: { location: string | null; lat: number | null }) => r.location !== null || r.lat !== null;

/** O2 and He in %. */
type Mix = { o2: number; he: number };

function mixOf(gas: string | null, gasMix: number | null, gasHelium: number | null): Mix | null {
  if (gas === "air") return { o2: 21, he: 0 }; // one air mix, whether the diver wrote 20.9 or 21
  if (gas === "nitrox" || gas === "oxygen") {
    const o2 = oxygenPercent(gas, gasMix);
    return o2 === null ? null : { o2, he: 0 };
  }
  if ((gas === "trimix" || gas === "heliox") && gasMix !== null) {
    const he = gasHelium ?? (gas === "heliox" ? round(100 - gasMix, 4) : null);
    return he === null ? null : { o2: gasMix, he };
  }
  return null;
}
const idPart = (n: number) => String(n).replace(".", "_");
const mixId = ({ o2, he }: Mix) => `mix-o2-${idPart(o2)}${he ? `-he-${idPart(he)}` : ""}`;
function mixName({ o2, he }: Mix): string {
  if (he) return o2 + he >= 99.9 ? `Heliox ${o2}/${he}` : `Trimix ${o2}/${he}`;
  return o2 === 21 ? "Air" : o2 === 100 ? "Oxygen" : o2 > 21 ? `EAN${o2}` : `${o2}% O2`;
}

/** Fields kept in the DiveCert block of <applicationdata>: the ones UDDF has no element for, and the logged units. */
const EXTENSION_FIELDS = [
  "uuid", "location", "country", "lat", "lon", "dive_type", "purpose_type", "dive_config", "gas", "gas_mix", "gas_helium", "depth_unit", "pressure_unit", "temperature_unit",
  "buddy", "weather", "water", "current", "visibility", "weights", "weights_unit", "wetsuit", "group_in", "group_out",
  "rnt", "abt", "tbt", "safety_stop", "has_decompression", "decompression_note", "log_code", "course_id", "skill_log_id",
  "skill_id", "instructor_id", "is_signed", "signed_at", "verified_by", "signature_valid", "sac_rate", "mod", "end",
  "cylinder_count", "bottom_cylinder_volume", "dive_condition_notes",
] as const satisfies readonly (keyof DiveLogRecord)[];

const leaf = (x: XMLBuilder, name: string, value: string | number) => x.ele(name).txt(xmlSafe(String(value))).up();

/** A fragment as indented text at `level` (two spaces a level), ending with a newline. */
const serialise = (f: XMLBuilder, level: number) => `${f.end({ prettyPrint: true, offset: level, headless: true })}\n`;

async function header(userId: number, now: Date): Promise<string> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, memberId: true } });
  const generator = fragment().ele("generator");
  leaf(generator, "name", "DiveCert");
  leaf(generator, "type", "logbook");
  leaf(generator.ele("manufacturer", { id: "divecert" }), "name", "DiveCert");
  leaf(generator, "version", "1.0");
  leaf(generator, "datetime", now.toISOString().slice(0, 19));
  const diver = fragment().ele("diver");
  const owner = diver.ele("owner", { id: "owner" });
  const personal = owner.ele("personal");
  if (user.firstName) leaf(personal, "firstname", user.firstName);
  if (user.lastName) leaf(personal, "lastname", user.lastName);
  personal.ele("membership", { organisation: "DiveCert", memberid: xmlSafe(user.memberId) });
  const computers = await db.diveLog.groupBy({
    by: ["computerModel", "computerSerial"],
    where: { ...diverWhere(userId), OR: [{ computerModel: { not: null } }, { computerSerial: { not: null } }] },
    orderBy: [{ computerModel: "asc" }, { computerSerial: "asc" }],
  });
  if (computers.length) {
    const equipment = owner.ele("equipment");
    for (const c of computers) {
      const dc = equipment.ele("divecomputer", { id: computerKey(c) });
      leaf(dc, "name", c.computerModel ?? "Dive computer");
      if (c.computerModel) leaf(dc, "model", c.computerModel);
      if (c.computerSerial) leaf(dc, "serialnumber", c.computerSerial);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<uddf xmlns="${UDDF_NAMESPACE}" version="3.2.0">\n${serialise(generator.doc(), 1)}${serialise(diver.doc(), 1)}`;
}

async function* sites(userId: number): AsyncGenerator<string> {
  const db = await getDb();
  let opened = false;
  for (let skip = 0; ; skip += GROUP_PAGE) {
    const rows = await db.diveLog.groupBy({
      by: ["location", "country", "lat", "lon"],
      where: { ...diverWhere(userId), OR: [{ location: { not: null } }, { lat: { not: null } }] },
      orderBy: [{ location: "asc" }, { country: "asc" }, { lat: "asc" }, { lon: "asc" }],
      skip,
      take: GROUP_PAGE,
    });
    let text = "";
    for (const s of rows) {
      const site = fragment().ele("site", { id: siteKey(s) });
      leaf(site, "name", s.location ?? `${s.lat}, ${s.lon}`);
      const geography = site.ele("geography");
      if (s.location) leaf(geography, "location", s.location);
      if (s.country) leaf(geography.ele("address"), "country", s.country);
      if (s.lat !== null && s.lon !== null) leaf(leaf(geography, "latitude", s.lat), "longitude", s.lon);
      text += serialise(site.doc(), 2);
    }
    if (text) yield `${opened ? "" : "  <divesite>\n"}${text}`;
    opened ||= text !== "";
    if (rows.length < GROUP_PAGE) break;
  }
  if (opened) yield "  </divesite>\n";
}

/** The O2 % a gas-change event switches to, when it names one (a mix name from a file stays an event value only). */
const switchedO2 = (ev: ProfileEvent): number | null =>
  ev.type === "gaschange" && typeof ev.value === "number" && ev.value >= 1 && ev.value <= 100 ? round(ev.value, 2) : null;

async function gasDefinitions(userId: number): Promise<string> {
  const db = await getDb();
  const groups = await db.diveLog.groupBy({
    by: ["gas", "gasMix", "gasHelium"],
    where: { ...diverWhere(userId), gas: { in: ["air", "nitrox", "oxygen", "trimix", "heliox"] } },
    orderBy: [{ gas: "asc" }, { gasMix: "asc" }, { gasHelium: "asc" }],
  });
  // The mixes the profiles switch to, read in the database: the events are JSON beside the samples.
  const switched = await db.$queryRaw<{ o2: number }[]>`
    SELECT DISTINCT (e->>'value')::float8 AS o2
    FROM dive_log_profiles p
    JOIN dive_logs d ON d.id = p.dive_log_id
    CROSS JOIN LATERAL jsonb_array_elements(p.events) AS e
    WHERE d.user_id = ${userId} AND d.deleted_at IS NULL
      AND e->>'type' = 'gaschange' AND jsonb_typeof(e->'value') = 'number'`;
  const fromRows = groups.map((g) => mixOf(g.gas, g.gasMix, g.gasHelium));
  const fromEvents = switched.map((s) => switchedO2({ t: 0, type: "gaschange", value: Number(s.o2) })).map((o2) => (o2 === null ? null : { o2, he: 0 }));
  const byId = new Map([...fromRows, ...fromEvents].filter((m): m is Mix => m !== null).map((m) => [mixId(m), m]));
  const mixes = [...byId.values()].sort((a, b) => a.o2 - b.o2 || a.he - b.he);
  if (!mixes.length) return "";
  const defs = fragment().ele("gasdefinitions");
  for (const m of mixes) {
    const mix = defs.ele("mix", { id: mixId(m) });
    leaf(mix, "name", mixName(m));
    leaf(mix, "o2", round(m.o2 / 100, 4));
    leaf(mix, "n2", round(Math.max(0, 1 - m.o2 / 100 - m.he / 100), 4));
    leaf(mix, "he", round(m.he / 100, 4));
  }
  return serialise(defs.doc(), 1);
}

type StoredProfile = { samples: Uint8Array; events: unknown };

/** The stored samples as UDDF waypoints (SI units); events ride on the waypoint at or after their time. */
function waypoints(parent: XMLBuilder, profile: StoredProfile) {
  const c = decodeProfile(profile.samples);
  const events = [...(profile.events as ProfileEvent[])].sort((a, b) => a.t - b.t);
  let e = 0;
  const samples = parent.ele("samples");
  for (let i = 0; i < c.t.length; i++) {
    const w = samples.ele("waypoint");
    while (e < events.length && events[e]!.t <= c.t[i]!) {
      const ev = events[e++]!;
      if (ev.type === "ascent") leaf(w, "alarm", "ascent");
      else if (ev.type === "safetystop") w.ele("decostop", { kind: "safety", decodepth: 5, duration: 180 });
      else if (ev.type === "bookmark") leaf(w, "setmarker", ev.value === null ? "" : String(ev.value));
      else {
        const o2 = switchedO2(ev);
        if (o2 !== null) w.ele("switchmix", { ref: mixId({ o2, he: 0 }) });
      }
    }
    const ceiling = c.ceiling[i];
    if (ceiling !== null) w.ele("decostop", { kind: "mandatory", decodepth: ceiling, duration: 60 });
    if (c.depth[i] !== null) leaf(w, "depth", c.depth[i]!);
    leaf(w, "divetime", c.t[i]!);
    if (c.ndl[i] !== null) leaf(w, "nodecotime", c.ndl[i]!);
    if (c.pressure[i] !== null) leaf(w, "tankpressure", Math.round(c.pressure[i]! * 100_000));
    if (c.temperature[i] !== null) leaf(w, "temperature", round(c.temperature[i]! + 273.15, 2));
  }
}

function dive(row: DiveLogRow, profile?: StoredProfile): XMLBuilder {
  const r = toDiveLogRecord(row);
  const depthUnit = depthUnitOf(row);
  const pressureUnit = pressureUnitOf(row);
  const tUnit: TemperatureUnit = r.temperature_unit === "f" ? "f" : "c";
  const d = fragment().ele("dive", { id: `dive-${r.uuid}` });

  const before = d.ele("informationbeforedive");
  if (hasSite(row)) before.ele("link", { ref: siteKey(row) });
  if (row.computerModel !== null || row.computerSerial !== null) before.ele("equipmentused").ele("link", { ref: computerKey(row) });
  leaf(before, "divenumber", r.number);
  if (r.weather_temperature !== null) leaf(before, "airtemperature", round(toKelvin(r.weather_temperature, tUnit), 2));
  leaf(before, "datetime", r.time ? `${r.date}T${r.time}:00` : r.date!);

  const mix = mixOf(row.gas, row.gasMix, row.gasHelium);
  if (mix !== null || r.pressure_start !== null || r.pressure_end !== null) {
    const tank = d.ele("tankdata");
    if (mix !== null) tank.ele("link", { ref: mixId(mix) });
    // Litres of water volume with bar; a psi dive's cuft is gas capacity, not tank volume.
    if (pressureUnit === "bar" && r.bottom_cylinder_volume !== null) {
      leaf(tank, "tankvolume", round((r.bottom_cylinder_volume * (r.cylinder_count ?? 1)) / 1000, 6));
    }
    if (r.pressure_start !== null) leaf(tank, "tankpressurebegin", Math.round(toPascal(r.pressure_start, pressureUnit)));
    if (r.pressure_end !== null) leaf(tank, "tankpressureend", Math.round(toPascal(r.pressure_end, pressureUnit)));
  }

  if (profile) waypoints(d, profile);

  const after = d.ele("informationafterdive");
  if (r.max_depth !== null) leaf(after, "greatestdepth", round(toMetres(r.max_depth, depthUnit), 3));
  if (r.average_depth !== null) leaf(after, "averagedepth", round(toMetres(r.average_depth, depthUnit), 3));
  leaf(after, "diveduration", r.dive_time * 60);
  if (r.water_temperature !== null) leaf(after, "lowesttemperature", round(toKelvin(r.water_temperature, tUnit), 2));
  if (r.comments) leaf(after.ele("notes"), "para", r.comments);

  const ext = d.ele("applicationdata").ele("divecert", { version: "1" });
  for (const field of EXTENSION_FIELDS) {
    const value = r[field];
    if (value !== null && value !== undefined) leaf(ext, field, String(value));
  }
  if (row.computerDiveId !== null) leaf(ext, "computer_dive_id", row.computerDiveId);
  return d.doc();
}

/** The UDDF document of every dive of the diver (not deleted), in chunks of one page. */
export async function* uddfChunks(userId: number, now = new Date()): AsyncGenerator<string> {
  yield await header(userId, now);
  yield* sites(userId);
  yield `${await gasDefinitions(userId)}  <profiledata>\n`;
  let day: string | null = null;
  const db = await getDb();
  for await (const rows of diveLogPages(userId)) {
    const withProfile = rows.filter((r) => r.hasProfile).map((r) => r.id);
    const profiles = withProfile.length
      ? new Map((await db.diveLogProfile.findMany({ where: { diveLogId: { in: withProfile } }, select: { diveLogId: true, samples: true, events: true } })).map((p) => [p.diveLogId, p]))
      : new Map<number, StoredProfile>();
    let text = "";
    for (const row of rows) {
      const date = ymd(row.date)!;
      if (date !== day) {
        text += `${day === null ? "" : "    </repetitiongroup>\n"}    <repetitiongroup id="rg-${date}">\n`;
        day = date;
      }
      text += serialise(dive(row, profiles.get(row.id)), 3);
    }
    yield text;
  }
  yield `${day === null ? "" : "    </repetitiongroup>\n"}  </profiledata>\n</uddf>\n`;
}
