import { normaliseLanguage } from "@/lib/i18n/language";
import { useLocale, useTranslations } from "next-intl";
import { DetailList } from "@/components/logbook/detail-list";
import {
  formatNumber, gasLabel, showDate, showDepth, showMinutes, showTemperature, showWeight, temperatureSymbol, volumeSymbol, type SystemUnits,
} from "@/components/logbook/format";
import { Card } from "@/components/ui/card";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";
import { countryName } from "@/lib/geo/country-facts";

type Props = { dive: DiveLogRecord; units: SystemUnits; instructor: string | null; training: string | null };

/** As logged, and in the viewer's units when those differ ("60 ft (18.3 m)"). */
function both(logged: string, converted: string) {
  return logged === converted ? logged : `${logged} (${converted})`;
}

/** Every stored value of a dive, grouped like the form. */
export function DiveDetails({ dive: d, units, instructor, training }: Props) {
  const t = useTranslations("logbook.detail");
  const f = useTranslations("logbook.form");
  const locale = useLocale();
  const lang = normaliseLanguage(locale) ?? "en";
  const yesNo = (v: boolean) => (v ? t("yes") : t("no"));
  const n = (v: number | null, unit = "") => (v === null ? null : `${formatNumber(v, 2, locale)}${unit ? ` ${unit}` : ""}`);
  const depth = (v: number | null) => (v === null ? null : both(showDepth(v, d.depth_unit, d.depth_unit, locale), showDepth(v, d.depth_unit, units.depth, locale)));
  const tUnit = d.temperature_unit === "f" ? "f" : "c";
  const temp = (v: number | null) => (v === null ? null : both(`${formatNumber(v, 1, locale)} ${temperatureSymbol(tUnit)}`, showTemperature(v, tUnit, units.temperature, locale)));
  const weightsUnit = d.weights_unit === "lb" ? "lb" : "kg";
  const site = d.lat !== null && d.lon !== null ? `${formatNumber(d.lat, 4, locale)}, ${formatNumber(d.lon, 4, locale)}` : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={f("dive.title")}>
        <DetailList items={[
          { label: t("number"), value: d.number }, { label: f("date"), value: showDate(d.date, locale) }, { label: f("time"), value: d.time },
          { label: f("diveType"), value: d.dive_type }, { label: f("purpose"), value: d.purpose_type }, { label: f("config"), value: d.dive_config },
          { label: f("logCode"), value: d.log_code },
        ]} />
      </Card>
      <Card title={f("site.title")}>
        <DetailList items={[
          { label: f("location"), value: d.location, wide: true }, { label: f("country"), value: d.country ? countryName(d.country, lang) ?? d.country : null },
          { label: t("coordinates"), value: site },
        ]} />
      </Card>
      <Card title={f("depth.title")}>
        <DetailList items={[
          { label: t("maxDepth"), value: depth(d.max_depth) }, { label: t("averageDepth"), value: depth(d.average_depth) },
          { label: t("diveTime"), value: showMinutes(d.dive_time) }, { label: t("rnt"), value: d.rnt === null ? null : `${d.rnt} min` },
          { label: t("groups"), value: d.group_in || d.group_out ? `${d.group_in ?? "—"} / ${d.group_out ?? "—"}` : null },
          { label: t("safetyStop"), value: yesNo(d.safety_stop) }, { label: f("decompression"), value: yesNo(d.has_decompression) },
          { label: f("decompressionNote"), value: d.decompression_note, wide: true },
        ]} />
      </Card>
      <Card title={t("gasTitle")}>
        <DetailList items={[
          { label: f("gas.label"), value: gasLabel(d.gas, d.gas_mix, f("gases.air"), d.gas_helium) }, { label: t("oxygen"), value: d.gas_mix === null ? null : `${formatNumber(d.gas_mix, 2, locale)}%` },
          { label: t("helium"), value: d.gas_helium === null ? null : `${formatNumber(d.gas_helium, 2, locale)}%` },
          { label: f("cylinders"), value: d.cylinder_count }, { label: t("cylinderSize"), value: n(d.bottom_cylinder_volume, volumeSymbol(d.pressure_unit)) },
          ...(d.pressure_unit === "psi" ? [{ label: t("workingPressure"), value: n(d.cylinder_working_pressure, "psi") }] : []),
          { label: t("pressureStart"), value: n(d.pressure_start, d.pressure_unit) }, { label: t("pressureEnd"), value: n(d.pressure_end, d.pressure_unit) },
        ]} />
      </Card>
      <Card title={t("conditionsTitle")}>
        <DetailList items={[
          { label: t("water"), value: temp(d.water_temperature) }, { label: t("air"), value: temp(d.weather_temperature) },
          { label: f("weather"), value: d.weather }, { label: t("waterConditions"), value: d.water }, { label: f("current"), value: d.current },
          { label: f("visibility"), value: d.visibility }, { label: f("wetsuit"), value: d.wetsuit },
          { label: t("weights"), value: d.weights === null ? null : both(showWeight(d.weights, weightsUnit, weightsUnit, locale), showWeight(d.weights, weightsUnit, units.weights, locale)) },
          { label: f("conditionNotes"), value: d.dive_condition_notes, wide: true },
        ]} />
      </Card>
      <Card title={t("peopleTitle")}>
        <DetailList items={[
          { label: f("buddy"), value: d.buddy }, { label: t("instructor"), value: instructor }, { label: f("training.title"), value: training, wide: true },
          { label: f("comments"), value: d.comments ? <span className="whitespace-pre-line">{d.comments}</span> : null, wide: true },
        ]} />
      </Card>
    </div>
  );
}
