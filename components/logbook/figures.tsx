import { formatNumber, showDate, showMinutes } from "@/components/logbook/format";
import { Card } from "@/components/ui/card";
import { oxygenPercent, PPO2_MOD } from "@/lib/dive-logs/figures";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

// The figures the server computed for a dive, each with its value, its unit and its model in
// words. The formulas live in lib/dive-logs/figures.ts; the API's documentation of each
// (record-schema.ts) is shown under "Model".

type Figure = { key: keyof typeof ZDiveLogRecord.shape; label: string; value: string | null; explain: string; missing: string };

// `end` is wall-clock time at the site (stored without a zone, read as UTC): shown as written.
const wallClock = (iso: string) => `${iso.slice(11, 16)}, ${showDate(iso.slice(0, 10))}`;

function figuresOf(d: DiveLogRecord): Figure[] {
  const o2 = oxygenPercent(d.gas, d.gas_mix);
  const sacUnit = d.pressure_unit === "psi" ? "cuft/min" : "L/min";
  const ambient = `1 bar at the surface plus 1 per ${d.depth_unit === "ft" ? "33 ft" : "10 m"}`;
  return [
    {
      key: "mod", label: "Maximum operating depth (MOD)",
      value: d.mod === null ? null : `${d.mod} ${d.depth_unit}`,
      explain: `The deepest you may breathe ${o2 === null ? "this gas" : `${formatNumber(o2)}% oxygen`} at a ppO₂ of ${PPO2_MOD} bar: (${PPO2_MOD} ÷ FO₂ − 1) × ${d.depth_unit === "ft" ? "33 ft" : "10 m"}, rounded down.`,
      missing: "Give the gas and its oxygen percentage.",
    },
    {
      key: "sac_rate", label: "Surface air consumption (SAC)",
      value: d.sac_rate === null ? null : `${formatNumber(d.sac_rate, 2)} ${sacUnit}`,
      explain: d.pressure_unit === "psi"
        ? `Gas used (pressure drop ÷ working pressure × rated cuft × cylinders), per minute of dive time, divided by the ambient pressure at your average depth (${ambient}).`
        : `Gas used (pressure drop × cylinder size × cylinders), per minute of dive time, divided by the ambient pressure at your average depth (${ambient}).`,
      missing: d.pressure_unit === "psi"
        ? "Give start and end pressure, the cylinder's rated cuft and working pressure, and average depth."
        : "Give start and end pressure, cylinder size and average depth.",
    },
    {
      key: "end", label: "End of the dive",
      value: d.end === null ? null : wallClock(d.end),
      explain: "Date + start time + dive time, in local time at the site.",
      missing: "Give a start time.",
    },
    {
      key: "abt", label: "Actual bottom time (ABT)", value: showMinutes(d.abt),
      explain: "The dive time as logged.", missing: "",
    },
    {
      key: "tbt", label: "Total bottom time (TBT)", value: showMinutes(d.tbt),
      explain: d.rnt === null ? "ABT plus residual nitrogen time (none logged, so equal to the ABT)." : `ABT plus ${d.rnt} min residual nitrogen time.`,
      missing: "",
    },
    {
      key: "tts", label: "Time to surface (TTS)", value: null, explain: "",
      missing: "Needs your dive computer's decompression data, which is not recorded.",
    },
  ];
}

export function Figures({ dive, viewer = "diver" }: { dive: DiveLogRecord; viewer?: "diver" | "instructor" }) {
  const beyondMod = dive.mod !== null && dive.max_depth !== null && dive.max_depth > dive.mod;
  return (
    <Card
      title="Computed figures"
      description={`Worked out by DiveCert from what ${viewer === "diver" ? "you" : "the diver"} logged; they update whenever the dive changes.`}
    >
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="dive-figures">
        {figuresOf(dive).map((f) => (
          <div key={f.key} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-700">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{f.value ?? <span className="text-base font-normal text-slate-500">Not computed</span>}</dd>
            <dd className="mt-1 text-sm text-slate-600">{f.value === null ? f.missing : f.explain}</dd>
            <dd className="mt-2 text-xs text-slate-500">
              <details>
                <summary className="cursor-pointer text-sky-800">Model</summary>
                <p className="mt-1">{ZDiveLogRecord.shape[f.key].description}</p>
              </details>
            </dd>
          </div>
        ))}
      </dl>
      {beyondMod ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          The logged max depth ({formatNumber(dive.max_depth!)} {dive.depth_unit}) is deeper than this gas&apos;s MOD ({dive.mod} {dive.depth_unit}).
        </p>
      ) : null}
    </Card>
  );
}
