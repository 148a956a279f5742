import { useLocale, useTranslations } from "next-intl";
import { formatNumber, showDate, showMinutes } from "@/components/logbook/format";
import { Card } from "@/components/ui/card";
import { oxygenPercent, PPO2_MOD } from "@/lib/dive-logs/figures";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

// The figures the server computed for a dive, each with its value, its unit and its model in
// words. The formulas live in lib/dive-logs/figures.ts; the API's documentation of each
// (record-schema.ts) is shown under "Model".

type Figure = { key: keyof typeof ZDiveLogRecord.shape; label: string; value: string | null; explain: string; missing: string };

type T = ReturnType<typeof useTranslations<"logbook.figures">>;

function figuresOf(d: DiveLogRecord, t: T, locale: string): Figure[] {
  // `end` is wall-clock time at the site (stored without a zone, read as UTC): shown as written.
  const wallClock = (iso: string) => `${iso.slice(11, 16)}, ${showDate(iso.slice(0, 10), locale)}`;
  const o2 = oxygenPercent(d.gas, d.gas_mix);
  const sacUnit = d.pressure_unit === "psi" ? "cuft/min" : "L/min";
  const step = d.depth_unit === "ft" ? "33 ft" : "10 m";
  const ambient = t("ambient", { step });
  const psi = d.pressure_unit === "psi";
  return [
    {
      key: "mod", label: t("mod.label"),
      value: d.mod === null ? null : `${d.mod} ${d.depth_unit}`,
      explain: t("mod.explain", { gas: o2 === null ? t("mod.thisGas") : t("mod.oxygen", { percent: formatNumber(o2, 1, locale) }), ppo2: PPO2_MOD, step }),
      missing: t("mod.missing"),
    },
    {
      key: "sac_rate", label: t("sac.label"),
      value: d.sac_rate === null ? null : `${formatNumber(d.sac_rate, 2, locale)} ${sacUnit}`,
      explain: psi ? t("sac.explainPsi", { ambient }) : t("sac.explain", { ambient }),
      missing: psi ? t("sac.missingPsi") : t("sac.missing"),
    },
    {
      key: "end", label: t("end.label"),
      value: d.end === null ? null : wallClock(d.end),
      explain: t("end.explain"),
      missing: t("end.missing"),
    },
    { key: "abt", label: t("abt.label"), value: showMinutes(d.abt), explain: t("abt.explain"), missing: "" },
    {
      key: "tbt", label: t("tbt.label"), value: showMinutes(d.tbt),
      explain: d.rnt === null ? t("tbt.explainNone") : t("tbt.explain", { rnt: d.rnt }),
      missing: "",
    },
    { key: "tts", label: t("tts.label"), value: null, explain: "", missing: t("tts.missing") },
  ];
}

export function Figures({ dive, viewer = "diver" }: { dive: DiveLogRecord; viewer?: "diver" | "instructor" }) {
  const t = useTranslations("logbook.figures");
  const locale = useLocale();
  const beyondMod = dive.mod !== null && dive.max_depth !== null && dive.max_depth > dive.mod;
  return (
    <Card
      title={t("title")}
      description={viewer === "diver" ? t("descriptionDiver") : t("descriptionInstructor")}
    >
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="dive-figures">
        {figuresOf(dive, t, locale).map((f) => (
          <div key={f.key} className="rounded-xl border border-slate-200 p-4">
            <dt className="text-sm font-medium text-slate-700">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{f.value ?? <span className="text-base font-normal text-slate-500">{t("notComputed")}</span>}</dd>
            <dd className="mt-1 text-sm text-slate-600">{f.value === null ? f.missing : f.explain}</dd>
            <dd className="mt-2 text-xs text-slate-500">
              <details>
                <summary className="cursor-pointer text-sky-800">{t("model")}</summary>
                <p className="mt-1">{ZDiveLogRecord.shape[f.key].description}</p>
              </details>
            </dd>
          </div>
        ))}
      </dl>
      {beyondMod ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("beyondMod", { depth: `${formatNumber(dive.max_depth!, 1, locale)} ${dive.depth_unit}`, mod: `${dive.mod} ${dive.depth_unit}` })}
        </p>
      ) : null}
    </Card>
  );
}
