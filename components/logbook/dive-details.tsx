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
const yesNo = (v: boolean) => (v ? "Yes" : "No");
const n = (v: number | null, unit = "") => (v === null ? null : `${formatNumber(v, 2)}${unit ? ` ${unit}` : ""}`);

/** Every stored value of a dive, grouped like the form. */
export function DiveDetails({ dive: d, units, instructor, training }: Props) {
  const depth = (v: number | null) => (v === null ? null : both(showDepth(v, d.depth_unit, d.depth_unit), showDepth(v, d.depth_unit, units.depth)));
  const tUnit = d.temperature_unit === "f" ? "f" : "c";
  const temp = (v: number | null) => (v === null ? null : both(`${formatNumber(v)} ${temperatureSymbol(tUnit)}`, showTemperature(v, tUnit, units.temperature)));
  const weightsUnit = d.weights_unit === "lb" ? "lb" : "kg";
  const site = d.lat !== null && d.lon !== null ? `${formatNumber(d.lat, 4)}, ${formatNumber(d.lon, 4)}` : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Dive">
        <DetailList items={[
          { label: "Number", value: d.number }, { label: "Date", value: showDate(d.date) }, { label: "Start time", value: d.time },
          { label: "Dive type", value: d.dive_type }, { label: "Purpose", value: d.purpose_type }, { label: "Configuration", value: d.dive_config },
          { label: "Log code", value: d.log_code },
        ]} />
      </Card>
      <Card title="Site">
        <DetailList items={[
          { label: "Dive site", value: d.location, wide: true }, { label: "Country", value: d.country ? countryName(d.country, "en") ?? d.country : null },
          { label: "Coordinates", value: site },
        ]} />
      </Card>
      <Card title="Depth and time">
        <DetailList items={[
          { label: "Max depth", value: depth(d.max_depth) }, { label: "Average depth", value: depth(d.average_depth) },
          { label: "Dive time", value: showMinutes(d.dive_time) }, { label: "Residual nitrogen time", value: d.rnt === null ? null : `${d.rnt} min` },
          { label: "Pressure group in / out", value: d.group_in || d.group_out ? `${d.group_in ?? "—"} / ${d.group_out ?? "—"}` : null },
          { label: "Safety stop", value: yesNo(d.safety_stop) }, { label: "Decompression stops", value: yesNo(d.has_decompression) },
          { label: "Decompression note", value: d.decompression_note, wide: true },
        ]} />
      </Card>
      <Card title="Gas, cylinder and pressures">
        <DetailList items={[
          { label: "Gas", value: gasLabel(d.gas, d.gas_mix) }, { label: "Oxygen", value: d.gas_mix === null ? null : `${formatNumber(d.gas_mix, 2)}%` },
          { label: "Cylinders", value: d.cylinder_count }, { label: "Cylinder size", value: n(d.bottom_cylinder_volume, volumeSymbol(d.pressure_unit)) },
          ...(d.pressure_unit === "psi" ? [{ label: "Working pressure", value: n(d.cylinder_working_pressure, "psi") }] : []),
          { label: "Start pressure", value: n(d.pressure_start, d.pressure_unit) }, { label: "End pressure", value: n(d.pressure_end, d.pressure_unit) },
        ]} />
      </Card>
      <Card title="Temperatures and conditions">
        <DetailList items={[
          { label: "Water", value: temp(d.water_temperature) }, { label: "Air", value: temp(d.weather_temperature) },
          { label: "Weather", value: d.weather }, { label: "Water conditions", value: d.water }, { label: "Current", value: d.current },
          { label: "Visibility", value: d.visibility }, { label: "Exposure suit", value: d.wetsuit },
          { label: "Weights", value: d.weights === null ? null : both(showWeight(d.weights, weightsUnit, weightsUnit), showWeight(d.weights, weightsUnit, units.weights)) },
          { label: "Notes on the conditions", value: d.dive_condition_notes, wide: true },
        ]} />
      </Card>
      <Card title="People, training and notes">
        <DetailList items={[
          { label: "Buddy", value: d.buddy }, { label: "Instructor", value: instructor }, { label: "Training", value: training, wide: true },
          { label: "Comments", value: d.comments ? <span className="whitespace-pre-line">{d.comments}</span> : null, wide: true },
        ]} />
      </Card>
    </div>
  );
}
