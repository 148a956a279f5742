"use client";

import { useLocale, useTranslations } from "next-intl";
import { temperatureSymbol, volumeSymbol } from "@/components/logbook/format";
import { divePath } from "@/lib/offline/writes";
import { usePendingOperations } from "@/components/offline/use-offline";
import { WaitingBadge } from "@/components/offline/waiting-badge";
import { intlLocale } from "@/lib/i18n/intl-locale";

/** The units a dive is stored in: what its changed values are labelled with unless the edit changes them too. */
export type DiveUnits = { depth_unit: string; pressure_unit: string; temperature_unit: string; weights_unit: string | null };

// Each field of the dive form → its label in logbook.form, and the unit its label names.
type Unit = "depth" | "pressure" | "temperature" | "volume" | "weights";
const labels: Record<string, [key: string, unit?: Unit]> = {
  date: ["date"], time: ["time"], dive_number: ["number"], dive_type: ["diveType"], purpose_type: ["purpose"], dive_config: ["config"],
  log_code: ["logCode"], location: ["location"], country: ["country"], lat: ["lat"], lon: ["lon"], depth_unit: ["depthUnit"],
  dive_time: ["diveTime"], max_depth: ["maxDepth", "depth"], average_depth: ["averageDepth", "depth"], rnt: ["rnt"], group_in: ["groupIn"],
  group_out: ["groupOut"], safety_stop: ["safetyStop"], has_decompression: ["decompression"], decompression_note: ["decompressionNote"],
  gas: ["gas.label"], gas_mix: ["oxygen"], gas_helium: ["helium"], cylinder_count: ["cylinders"], bottom_cylinder_volume: ["cylinderSize", "volume"],
  cylinder_working_pressure: ["workingPressure"], pressure_unit: ["pressureUnit"], pressure_start: ["pressureStart", "pressure"],
  pressure_end: ["pressureEnd", "pressure"], temperature_unit: ["temperatureUnit"], water_temperature: ["waterTemperature", "temperature"],
  weather_temperature: ["airTemperature", "temperature"], weather: ["weather"], water: ["water"], current: ["current"], visibility: ["visibility"],
  wetsuit: ["wetsuit"], weights: ["weights", "weights"], weights_unit: ["unit"], dive_condition_notes: ["conditionNotes"], buddy: ["buddy"],
  instructor_member_id: ["instructor"], instructor_id: ["instructor"], skill_id: ["skill"], comments: ["comments"],
};
const gases = new Set(["air", "nitrox", "trimix", "oxygen", "heliox"]);

/**
 * On a dive's page: the edit made offline that waits on this device to be sent, with the values it
 * changes. Live: it goes once the server has it (the refreshed page then shows them), and a
 * conflict or a refusal is listed on /sync.
 */
export function PendingDiveEdit({ account, diveId, units }: { account: string; diveId: number; units: DiveUnits }) {
  const t = useTranslations("offlineWrites.edit");
  const form = useTranslations("logbook.form") as unknown as (key: string, values?: Record<string, string>) => string;
  const locale = useLocale();
  const waiting = usePendingOperations(account, { path: divePath(diveId), type: "dive_log.update" });
  const edit = waiting?.at(-1);
  if (!edit) return null;
  const changes = edit.payload;
  const unitOf = (field: string) => {
    const v = changes[field] !== undefined ? changes[field] : units[field as keyof DiveUnits];
    return typeof v === "string" ? v : null;
  };
  const unitLabel = (unit: Unit) => {
    if (unit === "temperature") return temperatureSymbol(unitOf("temperature_unit") === "f" ? "f" : "c");
    if (unit === "volume") return volumeSymbol(unitOf("pressure_unit") === "psi" ? "psi" : "bar");
    if (unit === "depth") return unitOf("depth_unit") === "ft" ? "ft" : "m";
    if (unit === "pressure") return unitOf("pressure_unit") === "psi" ? "psi" : "bar";
    return unitOf("weights_unit") ?? "kg";
  };
  const numbers = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 });
  const regions = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([intlLocale(locale)], { type: "region" }) : null;
  const show = (field: string, value: unknown): string => {
    if (value === null || value === "") return t("cleared");
    if (typeof value === "boolean") return value ? t("yes") : t("no");
    if (typeof value === "number") return field === "skill_id" ? `#${value}` : numbers.format(value);
    const text = String(value);
    if (field === "gas" && gases.has(text)) return form(`gases.${text}`);
    if (field === "country") return regions?.of(text.toUpperCase()) ?? text;
    if (field === "instructor_member_id") return t("instructorLater", { memberId: text });
    return text;
  };
  const rows = Object.entries(changes).filter(([field]) => labels[field]);
  return (
    <section aria-labelledby="waiting-edit-title" data-sync-state="pending" className="rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="waiting-edit-title" className="text-base font-semibold text-slate-900">
          {t("title")}
        </h2>
        <WaitingBadge />
      </div>
      <p className="mt-1 text-sm text-slate-700">{t("description")}</p>
      <dl className="mt-3 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white text-sm">
        {rows.map(([field, value]) => {
          const [key, unit] = labels[field]!;
          return (
            <div key={field} className="grid gap-1 px-3 py-2 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-slate-700">{form(key, unit ? { unit: unitLabel(unit) } : undefined)}</dt>
              <dd className="break-words text-slate-900 sm:col-span-2">{show(field, value)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
