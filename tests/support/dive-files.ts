import { Encoder, Profile } from "@garmin/fitsdk";

// Dive-computer files for tests and benchmarks, written by us from the formats' public
// specifications: UDDF 3.2 (www.streit.cc/uddf), Subsurface's XML log as Subsurface documents
// and writes it, and FIT files made with Garmin's own FIT SDK Encoder. Large files are generated
// here, never committed.

export type DivePlan = {
  /** Local start, "YYYY-MM-DDTHH:mm:ss". */
  start: string;
  maxDepth: number;
  bottomMinutes: number;
  interval?: number;
  /** Seconds at the surface after the dive, recorded by the computer (must not count). */
  surfaceTail?: number;
  startPressure?: number;
  endPressure?: number;
  water?: number;
  /** Ascent from the bottom to the safety stop, m/min (9 unless stated: a fast ascent when over 10). */
  ascentRate?: number;
  /** A bookmark the diver set on the computer, at the first sample at or after `at` seconds (UDDF only). */
  bookmark?: { at: number; note: string };
};

export type Sample = { t: number; depth: number; temperature: number; pressure: number; ndl: number };

/** A square recreational profile: 18 m/min down, bottom, 9 m/min up (or `ascentRate`), 3 min safety stop at 5 m, up, surface tail. */
export function profileOf(plan: DivePlan): Sample[] {
  const step = plan.interval ?? 10;
  const down = (plan.maxDepth / 18) * 60;
  const bottomEnd = down + plan.bottomMinutes * 60;
  const rate = plan.ascentRate ?? 9;
  const up = ((plan.maxDepth - 5) / rate) * 60;
  const stopEnd = bottomEnd + up + 180;
  const surfaced = stopEnd + (5 / 9) * 60;
  const end = surfaced + (plan.surfaceTail ?? 0);
  const p0 = plan.startPressure ?? 200;
  const p1 = plan.endPressure ?? 60;
  const water = plan.water ?? 24;
  const out: Sample[] = [];
  for (let t = 0; t <= end + 1e-9; t += step) {
    let depth: number;
    if (t < down) depth = (t / 60) * 18;
    else if (t < bottomEnd) depth = plan.maxDepth - 0.4 * Math.sin(t / 97);
    else if (t < bottomEnd + up) depth = plan.maxDepth - ((t - bottomEnd) / 60) * rate;
    else if (t < stopEnd) depth = 5;
    else if (t < surfaced) depth = 5 - ((t - stopEnd) / 60) * 9;
    else depth = 0;
    depth = Math.max(0, Math.min(plan.maxDepth, Math.round(depth * 100) / 100));
    const used = Math.min(1, t / surfaced);
    out.push({
      t,
      depth,
      temperature: Math.round((water + 3 - Math.min(3, depth / 4)) * 10) / 10,
      pressure: Math.round((p0 - (p0 - p1) * used) * 10) / 10,
      ndl: Math.max(0, Math.round(99 * 60 - depth * 120 - t / 2)),
    });
  }
  // The plan's maximum is reached at the bottom.
  return out;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
export const minSec = (s: number) => `${Math.floor(s / 60)}:${pad(Math.round(s % 60))} min`;

/** The n-th dive of a series: one a day at 09:00 then 11:30, from 2024-01-01, varied depths. */
export function seriesPlan(i: number, interval = 10): DivePlan {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
  return {
    start: `${day}T${i % 2 === 0 ? "09:00" : "11:30"}:00`,
    maxDepth: 12 + (i % 25),
    bottomMinutes: 20 + (i % 15),
    interval,
    surfaceTail: 60,
  };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

// ---------------------------------------------------------------- UDDF 3.2

export type UddfOptions = { plans: DivePlan[]; serial?: string; model?: string; withApplicationData?: boolean };

export function* uddfParts(o: UddfOptions): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<uddf xmlns="http://www.streit.cc/uddf/3.2/" version="3.2.0">
  <generator>
    <name>Test Planner</name>
    <manufacturer id="maker"><name>Test Maker</name></manufacturer>
    <version>1.0</version>
    <datetime>2025-01-01T00:00:00</datetime>
  </generator>
  <diver>
    <owner id="owner">
      <personal><firstname>Ada</firstname><lastname>Reef</lastname></personal>
      <equipment>
        <divecomputer id="dc1"><name>${esc(o.model ?? "Perdix 2")}</name><model>${esc(o.model ?? "Perdix 2")}</model><serialnumber>${esc(o.serial ?? "A1B2C3")}</serialnumber></divecomputer>
      </equipment>
    </owner>
    <buddy id="buddy1"><personal><firstname>Ben</firstname><lastname>Buddy</lastname></personal></buddy>
  </diver>
  <divesite>
    <site id="site1">
      <name>Blue Hole</name>
      <geography><location>Dahab</location><address><country>Egypt</country></address><latitude>28.572</latitude><longitude>34.537</longitude></geography>
    </site>
  </divesite>
  <gasdefinitions>
    <mix id="air"><name>Air</name><o2>0.21</o2><n2>0.79</n2><he>0.0</he></mix>
    <mix id="ean32"><name>EAN32</name><o2>0.32</o2><n2>0.68</n2><he>0.0</he></mix>
    <mix id="ean50"><name>EAN50</name><o2>0.50</o2><n2>0.50</n2><he>0.0</he></mix>
  </gasdefinitions>
  <profiledata>
    <repetitiongroup id="rg1">
`;
  for (let i = 0; i < o.plans.length; i++) yield uddfDive(o.plans[i]!, i);
  yield `    </repetitiongroup>
  </profiledata>
</uddf>
`;
}

export const uddfFile = (o: UddfOptions) => [...uddfParts(o)].join("");

export function uddfDive(plan: DivePlan, i: number): string {
  const samples = profileOf(plan);
  const max = Math.max(...samples.map((s) => s.depth));
  const lastDeep = samples.filter((s) => s.depth > 1);
  const duration = lastDeep[lastDeep.length - 1]!.t - lastDeep[0]!.t;
  const bookmarkAt = plan.bookmark ? samples.find((s) => s.t >= plan.bookmark!.at)?.t : undefined;
  const gasSwitchAt = samples.find((s) => s.t > samples.length * (plan.interval ?? 10) * 0.7 && s.depth <= 21)?.t;
  const wps = samples
    .map((s) => {
      const extra =
        (s.t === 0 ? `<switchmix ref="ean32"/>` : "") +
        (s.t === gasSwitchAt ? `<switchmix ref="ean50"/>` : "") +
        (s.t === bookmarkAt ? `<setmarker>${esc(plan.bookmark!.note)}</setmarker>` : "") +
        (s.depth === 5 && samples[samples.indexOf(s) - 1]?.depth !== 5 ? `<decostop kind="safety" decodepth="5" duration="180"/>` : "");
      return `          <waypoint>${extra}<depth>${s.depth}</depth><divetime>${s.t}</divetime><nodecotime>${s.ndl}</nodecotime><tankpressure ref="tank-${i}">${Math.round(s.pressure * 100000)}</tankpressure><temperature>${(s.temperature + 273.15).toFixed(2)}</temperature></waypoint>\n`;
    })
    .join("");
  return `      <dive id="dive-${i}">
        <informationbeforedive>
          <link ref="site1"/><link ref="buddy1"/>
          <equipmentused><link ref="dc1"/></equipmentused>
          <divenumber>${i + 1}</divenumber>
          <datetime>${plan.start}</datetime>
          <airtemperature>301.15</airtemperature>
        </informationbeforedive>
        <tankdata id="tank-${i}"><link ref="ean32"/><tankvolume>0.012</tankvolume><tankpressurebegin>${(plan.startPressure ?? 200) * 100000}</tankpressurebegin><tankpressureend>${(plan.endPressure ?? 60) * 100000}</tankpressureend></tankdata>
        <samples>
${wps}        </samples>
        <informationafterdive>
          <greatestdepth>${max}</greatestdepth>
          <diveduration>${duration}</diveduration>
          <lowesttemperature>${(Math.min(...samples.map((s) => s.temperature)) + 273.15).toFixed(2)}</lowesttemperature>
          <notes><para>Dive ${i + 1}: turtles &amp; a reef shark.</para></notes>
        </informationafterdive>
      </dive>
`;
}

// ---------------------------------------------------------------- Subsurface XML

export type SubsurfaceOptions = { plans: DivePlan[]; secondComputer?: boolean };

export function* subsurfaceParts(o: SubsurfaceOptions): Generator<string> {
  yield `<divelog program='subsurface' version='3'>
<settings>
<divecomputerid model='Shearwater Perdix 2' deviceid='7a3c91e2' serial='A1B2C3' firmware='93'/>
</settings>
<divesites>
<site uuid='4b1c2d3e' name='Ras Mohammed, Shark Reef' gps='27.734000 34.256000'>
<geo cat='2' origin='0' value='Egypt'/>
</site>
</divesites>
<dives>
<trip date='2024-01-01' time='09:00:00' location='Red Sea'>
`;
  for (let i = 0; i < o.plans.length; i++) yield subsurfaceDive(o.plans[i]!, i, o.secondComputer ?? false);
  yield `</trip>
</dives>
</divelog>
`;
}

export const subsurfaceFile = (o: SubsurfaceOptions) => [...subsurfaceParts(o)].join("");

export function subsurfaceDive(plan: DivePlan, i: number, secondComputer: boolean): string {
  const samples = profileOf(plan);
  const deep = samples.filter((s) => s.depth > 1);
  const duration = deep[deep.length - 1]!.t - deep[0]!.t;
  const max = Math.max(...samples.map((s) => s.depth));
  const mean = deep.reduce((a, s) => a + s.depth, 0) / deep.length;
  const [date, time] = plan.start.split("T");
  let lastTemp: number | null = null;
  const lines = samples
    .map((s) => {
      // Subsurface writes a temperature only when it changes.
      const temp = s.temperature !== lastTemp ? ` temp='${s.temperature.toFixed(1)} C'` : "";
      lastTemp = s.temperature;
      return `  <sample time='${minSec(s.t)}' depth='${s.depth.toFixed(1)} m'${temp} pressure='${s.pressure.toFixed(1)} bar' ndl='${minSec(s.ndl)}' />\n`;
    })
    .join("");
  const other = secondComputer
    ? `  <divecomputer model='Suunto D5' deviceid='11223344' diveid='99aa88bb'>
  <depth max='${(max + 0.6).toFixed(1)} m' mean='${mean.toFixed(1)} m' />
  <sample time='0:10 min' depth='2.0 m' />
  <sample time='1:00:00 min' depth='50.0 m' />
  </divecomputer>
`
    : "";
  return `<dive number='${i + 1}' rating='4' sac='14.500 l/min' otu='12' cns='5%' tags='boat' divesiteid='4b1c2d3e' date='${date}' time='${time}' duration='${minSec(duration)}'>
  <buddy>Ben Buddy</buddy>
  <notes>Dive ${i + 1}: a turtle &amp; two napoleons.</notes>
  <cylinder size='12.0 l' workpressure='232.0 bar' description='12ℓ 232 bar' o2='32.0%' start='${(plan.startPressure ?? 200).toFixed(1)} bar' end='${(plan.endPressure ?? 60).toFixed(1)} bar' depth='33.746 m' />
  <cylinder size='7.0 l' workpressure='232.0 bar' description='stage' o2='50.0%' />
  <weightsystem weight='6.0 kg' description='belt' />
  <divecomputer model='Shearwater Perdix 2' deviceid='7a3c91e2' diveid='${(0x10000000 + i).toString(16)}'>
  <depth max='${max.toFixed(1)} m' mean='${mean.toFixed(3)} m' />
  <temperature air='28.0 C' water='${Math.min(...samples.map((s) => s.temperature)).toFixed(1)} C' />
  <surface pressure='1.013 bar' />
  <water salinity='1030 g/l' />
  <extradata key='Logversion' value='14' />
  <event time='${minSec(Math.round(duration * 0.7))}' type='25' flags='2' name='gaschange' cylinder='1' o2='50.0%' />
  <event time='${minSec(Math.round(duration * 0.8))}' type='4' flags='1' name='ascent' />
${lines}  </divecomputer>
${other}</dive>
`;
}

// ---------------------------------------------------------------- FIT (Garmin FIT SDK Encoder)

const FIT_EPOCH = Date.UTC(1989, 11, 31);
const MN = Profile.MesgNum as Record<"FILE_ID" | "DEVICE_INFO" | "DIVE_SETTINGS" | "DIVE_GAS" | "EVENT" | "RECORD" | "TANK_UPDATE" | "TANK_SUMMARY" | "LAP" | "SESSION" | "DIVE_SUMMARY" | "ACTIVITY", number>;

export type FitOptions = {
  plan: DivePlan;
  /** Local time offset, seconds east of UTC. */
  utcOffset?: number;
  tankPressure?: boolean;
  gasSwitch?: boolean;
  serial?: number;
  diveNumber?: number;
  /** Leave out the dive summary (the figures are then derived from the records). */
  noSummary?: boolean;
};

export function fitFile(o: FitOptions): Uint8Array {
  const samples = profileOf(o.plan);
  const offset = o.utcOffset ?? 3 * 3600;
  const start = new Date(Date.parse(`${o.plan.start}Z`) - offset * 1000);
  const at = (t: number) => new Date(start.getTime() + t * 1000);
  const deep = samples.filter((s) => s.depth > 1);
  const bottomTime = deep[deep.length - 1]!.t - deep[0]!.t;
  const elapsed = samples[samples.length - 1]!.t;
  const encoder = new Encoder();
  // The SDK's Mesg type names no fields; the Encoder checks them against its profile.
  const e = { onMesg: (num: number, m: Record<string, unknown>) => encoder.onMesg(num, m as never), close: () => encoder.close() };
  e.onMesg(MN.FILE_ID, { type: "activity", manufacturer: "garmin", product: 3258, garminProduct: 3258, serialNumber: o.serial ?? 3395123456, timeCreated: start });
  e.onMesg(MN.DEVICE_INFO, { timestamp: start, manufacturer: "garmin", product: 3258, serialNumber: o.serial ?? 3395123456, softwareVersion: 12.1 });
  e.onMesg(MN.DIVE_SETTINGS, { timestamp: start, name: "Single Gas", model: "zhl16c", gfLow: 40, gfHigh: 85, waterType: "salt", waterDensity: 1025, po2Warn: 1.4, po2Critical: 1.6 });
  e.onMesg(MN.DIVE_GAS, { messageIndex: 0, heliumContent: 0, oxygenContent: 32, status: "enabled" });
  if (o.gasSwitch) e.onMesg(MN.DIVE_GAS, { messageIndex: 1, heliumContent: 0, oxygenContent: 50, status: "enabled" });
  e.onMesg(MN.EVENT, { timestamp: start, event: "timer", eventType: "start", data: 0 });
  const switchAt = Math.round(bottomTime * 0.75);
  let switched = false;
  for (const s of samples) {
    if (o.gasSwitch && !switched && s.t >= switchAt) {
      e.onMesg(MN.EVENT, { timestamp: at(s.t), event: "diveGasSwitched", eventType: "marker", data: 1 });
      switched = true;
    }
    if (s.depth === 5 && samples[samples.indexOf(s) - 1]?.depth !== 5) {
      e.onMesg(MN.EVENT, { timestamp: at(s.t), event: "diveAlert", eventType: "marker", diveAlert: "safetyStopStarted", data: 22 });
    }
    e.onMesg(MN.RECORD, { timestamp: at(s.t), depth: s.depth, temperature: Math.round(s.temperature), ndlTime: s.ndl, n2Load: 20, cnsLoad: 3 });
    if (o.tankPressure) e.onMesg(MN.TANK_UPDATE, { timestamp: at(s.t), sensor: 123456, pressure: s.pressure });
  }
  const end = at(elapsed);
  e.onMesg(MN.EVENT, { timestamp: end, event: "timer", eventType: "stopAll", data: 0 });
  if (o.tankPressure) {
    e.onMesg(MN.TANK_SUMMARY, { timestamp: end, sensor: 123456, startPressure: o.plan.startPressure ?? 200, endPressure: o.plan.endPressure ?? 60, volumeUsed: 1680 });
  }
  e.onMesg(MN.LAP, { timestamp: end, startTime: start, totalElapsedTime: elapsed, totalTimerTime: elapsed, sport: "diving", subSport: o.gasSwitch ? "multiGasDiving" : "singleGasDiving" });
  e.onMesg(MN.SESSION, {
    timestamp: end, startTime: start, totalElapsedTime: elapsed, totalTimerTime: elapsed, sport: "diving",
    subSport: o.gasSwitch ? "multiGasDiving" : "singleGasDiving", firstLapIndex: 0, numLaps: 1,
  });
  if (!o.noSummary) {
    e.onMesg(MN.DIVE_SUMMARY, {
      timestamp: end, referenceMesg: "session", referenceIndex: 0, maxDepth: o.plan.maxDepth, avgDepth: Math.round(o.plan.maxDepth * 0.8 * 10) / 10,
      bottomTime, diveNumber: o.diveNumber ?? 57, surfaceInterval: 7200, startCns: 0, endCns: 5,
    });
  }
  e.onMesg(MN.ACTIVITY, {
    timestamp: end, totalTimerTime: elapsed, numSessions: 1, type: "manual", event: "activity", eventType: "stop",
    localTimestamp: Math.round((end.getTime() - FIT_EPOCH) / 1000) + offset,
  });
  return e.close();
}
