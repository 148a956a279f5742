import { Decoder, Stream } from "@garmin/fitsdk";
import { SampleBuilder } from "@/lib/dive-logs/import/sample-builder";
import { emptyDive, ImportFormatError, type ParseItem, type ProfileEvent } from "@/lib/dive-logs/import/types";

// FIT dive activities (Garmin Descent, Suunto Ocean and other makers' computers that write FIT),
// read with Garmin's FIT SDK, which checks the header and file CRC: a truncated or damaged file
// is refused as a whole. Each session whose sport is diving is one dive: its start and elapsed
// time; the dive summary that refers to it (max and average depth, bottom time); the file id
// (maker, product, serial number) as the computer, its dive number or start time as the
// computer's dive id; dive gases (the first enabled one is the bottom gas); records (depth,
// temperature, NDL, next-stop depth as the ceiling) merged with tank updates (pressure) by
// time; events: gas switches and the computer's dive alerts.

type Mesg = Record<string, unknown>;
const n = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const date = (v: unknown): Date | null => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : null);
const DIVE_SUB_SPORTS = new Set(["singleGasDiving", "multiGasDiving", "gaugeDiving", "apneaDiving", "apneaHunting", "ccrDiving"]);

const ALERT_TYPES: Record<string, string> = {
  safetyStopStarted: "safetystop", safetyStopComplete: "safetystop_end", safetyStopBroken: "safetystop_broken",
  ascentCritical: "ascent", decoCeilingBroken: "ceiling_broken", ndlReached: "ndl_reached", gasSwitchPrompted: "gaschange_prompt",
  approachingFirstDecoStop: "decostop", decoComplete: "deco_complete", po2Warn: "po2_warning", po2CritHigh: "po2_high",
  po2CritLow: "po2_low", cnsWarning: "cns_warning", cnsCritical: "cns_critical",
};

const pad = (v: number) => String(v).padStart(2, "0");

export function parseFit(bytes: Uint8Array): ParseItem[] {
  const stream = Stream.fromBuffer(bytes);
  if (!Decoder.isFIT(stream)) throw new ImportFormatError("The file is not a FIT file.");
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) throw new ImportFormatError("The FIT file is damaged or truncated (its CRC check fails).");
  const { messages, errors } = decoder.read({ mergeHeartRates: false });
  if (errors.length) throw new ImportFormatError(`The FIT file could not be read: ${errors[0]!.message}`);
  const m = messages as unknown as Record<string, Mesg[] | undefined>;
  const sessions = (m.sessionMesgs ?? []).filter((s) => s.sport === "diving" || DIVE_SUB_SPORTS.has(String(s.subSport)));
  if (!sessions.length) throw new ImportFormatError("The FIT file holds no dive activity.");

  const fileId = m.fileIdMesgs?.[0] ?? {};
  const maker = typeof fileId.manufacturer === "string" ? fileId.manufacturer : null;
  const product = fileId.garminProduct ?? fileId.product;
  const makerName = maker ? maker.charAt(0).toUpperCase() + maker.slice(1) : null;
  const model = [makerName, product !== undefined ? String(product) : null].filter(Boolean).join(" ") || null;
  const serial = fileId.serialNumber !== undefined ? String(fileId.serialNumber) : null;
  // Local time = UTC + the offset the activity message states (timestamp vs local_timestamp).
  const activity = m.activityMesgs?.[0];
  const utc = date(activity?.timestamp);
  const local = n(activity?.localTimestamp);
  const offset = utc && local !== null ? Math.round(local - (utc.getTime() / 1000 - 631065600)) : 0;
  const gases = (m.diveGasMesgs ?? []).filter((g) => g.status !== "disabled");
  const summaries = m.diveSummaryMesgs ?? [];
  const records = m.recordMesgs ?? [];
  const tankUpdates = m.tankUpdateMesgs ?? [];
  const tankSummaries = m.tankSummaryMesgs ?? [];
  const firstSensor = tankUpdates[0]?.sensor;

  return sessions.map((s, index): ParseItem => {
    const start = date(s.startTime);
    if (!start) return { index, reason: "The dive session has no start time." };
    const elapsed = n(s.totalElapsedTime);
    const end = start.getTime() + (elapsed ?? 86_400) * 1000;
    const within = (x: Mesg) => {
      const t = date(x.timestamp)?.getTime();
      return t !== undefined && t >= start.getTime() && t <= end;
    };
    const summary = summaries.find((d) => d.referenceMesg === "session" && n(d.referenceIndex) === index) ?? (sessions.length === 1 ? summaries.find((d) => d.referenceMesg === "session") : undefined);
    const localStart = new Date(start.getTime() + offset * 1000);
    const iso = localStart.toISOString();
    const samples = new SampleBuilder();
    const pressures = tankUpdates.filter((u) => u.sensor === firstSensor && within(u));
    let p = 0;
    let pressure: number | null = null;
    for (const r of records) {
      if (!within(r)) continue;
      const at = date(r.timestamp)!.getTime();
      while (p < pressures.length && date(pressures[p]!.timestamp)!.getTime() <= at) pressure = n(pressures[p++]!.pressure);
      const stop = n(r.nextStopDepth);
      samples.add({
        t: Math.round((at - start.getTime()) / 1000),
        depth: n(r.depth),
        temperature: n(r.temperature),
        pressure,
        ndl: n(r.ndlTime),
        ceiling: stop !== null && stop > 0 ? stop : null,
      });
      pressure = null;
    }
    const events: ProfileEvent[] = [];
    for (const e of m.eventMesgs ?? []) {
      if (!within(e)) continue;
      const t = Math.round((date(e.timestamp)!.getTime() - start.getTime()) / 1000);
      if (e.event === "diveGasSwitched") {
        const gas = (m.diveGasMesgs ?? []).find((g) => n(g.messageIndex) === n(e.data)) ?? (m.diveGasMesgs ?? [])[n(e.data) ?? -1];
        events.push({ t, type: "gaschange", value: n(gas?.oxygenContent) });
      } else if (e.event === "diveAlert") {
        const alert = String(e.diveAlert ?? e.data);
        events.push({ t, type: ALERT_TYPES[alert] ?? alert, value: null });
      }
    }
    const tank = tankSummaries.find((t) => t.sensor === firstSensor) ?? tankSummaries[0];
    if (samples.problem) return { index, reason: samples.problem };
    const bottomGas = gases[0];
    const diveNumber = n(summary?.diveNumber);
    return {
      index,
      dive: {
        ...emptyDive(),
        date: iso.slice(0, 10),
        time: `${iso.slice(11, 13)}:${iso.slice(14, 16)}:${pad(localStart.getUTCSeconds())}`,
        duration: n(summary?.bottomTime) ?? null,
        maxDepth: n(summary?.maxDepth),
        avgDepth: n(summary?.avgDepth),
        o2: n(bottomGas?.oxygenContent),
        he: n(bottomGas?.heliumContent),
        pressureStart: n(tank?.startPressure),
        pressureEnd: n(tank?.endPressure),
        computer: model || serial ? { model, serial, diveId: diveNumber !== null ? String(diveNumber) : String(Math.round(start.getTime() / 1000)) } : null,
        samples: samples.columns,
        events,
      },
    };
  });
}
