import { useTranslations } from "next-intl";
import { temperatureSymbol, volumeSymbol } from "@/components/logbook/format";
import type { SectionProps } from "@/components/logbook/sections-dive";
import { FormSection } from "@/components/profile/form-section";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { gases } from "@/lib/dive-logs/schema";

const pressureOptions = [
  { value: "bar", label: "bar" },
  { value: "psi", label: "psi" },
];
const weightOptions = [
  { value: "kg", label: "kg" },
  { value: "lb", label: "lb" },
];

/** Gas & cylinder, pressures, temperatures, conditions. */
export function GasSections({ v, e, units, setUnit }: SectionProps) {
  const tr = useTranslations("logbook.form");
  const num = { inputMode: "decimal" as const, autoComplete: "off" };
  const volume = volumeSymbol(units.pressure);
  const t = temperatureSymbol(units.temperature);
  const gasOptions = gases.map((g) => ({ value: g, label: tr(`gases.${g}`) }));
  const temperatureOptions = [
    { value: "c", label: tr("celsius") },
    { value: "f", label: tr("fahrenheit") },
  ];
  return (
    <>
      <FormSection title={tr("gas.title")} description={tr("gas.description")}>
        <SelectField name="gas" label={tr("gas.label")} options={gasOptions} defaultValue={v("gas")} placeholder={tr("notSet")} error={e("gas")} />
        <Field name="gas_mix" label={tr("oxygen")} defaultValue={v("gas_mix")} error={e("gas_mix")} hint={tr("oxygenHint")} {...num} />
        <Field name="gas_helium" label={tr("helium")} defaultValue={v("gas_helium")} error={e("gas_helium")} hint={tr("heliumHint")} {...num} />
        <Field name="cylinder_count" label={tr("cylinders")} defaultValue={v("cylinder_count")} error={e("cylinder_count")} inputMode="numeric" hint={tr("cylindersHint")} />
        <Field
          name="bottom_cylinder_volume"
          label={tr("cylinderSize", { unit: volume })}
          defaultValue={v("bottom_cylinder_volume")}
          error={e("bottom_cylinder_volume")}
          hint={units.pressure === "psi" ? tr("cylinderSizeCuft") : tr("cylinderSizeLitres")}
          {...num}
        />
        {units.pressure === "psi" ? (
          <Field
            name="cylinder_working_pressure"
            label={tr("workingPressure")}
            defaultValue={v("cylinder_working_pressure")}
            error={e("cylinder_working_pressure")}
            hint={tr("workingPressureHint")}
            {...num}
          />
        ) : null}
      </FormSection>

      <FormSection title={tr("pressures.title")} description={tr("pressures.description")}>
        <SelectField name="pressure_unit" label={tr("pressureUnit")} options={pressureOptions} defaultValue={v("pressure_unit") || units.pressure} error={e("pressure_unit")} onChange={(ev) => setUnit("pressure", ev.target.value === "psi" ? "psi" : "bar")} />
        <span className="hidden sm:block" aria-hidden="true" />
        <Field name="pressure_start" label={tr("pressureStart", { unit: units.pressure })} defaultValue={v("pressure_start")} error={e("pressure_start")} {...num} />
        <Field name="pressure_end" label={tr("pressureEnd", { unit: units.pressure })} defaultValue={v("pressure_end")} error={e("pressure_end")} {...num} />
      </FormSection>

      <FormSection title={tr("temperatures")}>
        <SelectField name="temperature_unit" label={tr("temperatureUnit")} options={temperatureOptions} defaultValue={v("temperature_unit") || units.temperature} error={e("temperature_unit")} onChange={(ev) => setUnit("temperature", ev.target.value === "f" ? "f" : "c")} />
        <span className="hidden sm:block" aria-hidden="true" />
        <Field name="water_temperature" label={tr("waterTemperature", { unit: t })} defaultValue={v("water_temperature")} error={e("water_temperature")} autoComplete="off" />
        <Field name="weather_temperature" label={tr("airTemperature", { unit: t })} defaultValue={v("weather_temperature")} error={e("weather_temperature")} autoComplete="off" />
      </FormSection>

      <FormSection title={tr("conditions")}>
        <Field name="weather" label={tr("weather")} defaultValue={v("weather")} error={e("weather")} maxLength={50} placeholder={tr("weatherPlaceholder")} />
        <Field name="water" label={tr("water")} defaultValue={v("water")} error={e("water")} maxLength={50} placeholder={tr("waterPlaceholder")} />
        <Field name="current" label={tr("current")} defaultValue={v("current")} error={e("current")} maxLength={50} placeholder={tr("currentPlaceholder")} />
        <Field name="visibility" label={tr("visibility")} defaultValue={v("visibility")} error={e("visibility")} maxLength={50} placeholder={tr("visibilityPlaceholder")} />
        <Field name="wetsuit" label={tr("wetsuit")} defaultValue={v("wetsuit")} error={e("wetsuit")} maxLength={50} placeholder={tr("wetsuitPlaceholder")} />
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Field name="weights" label={tr("weights", { unit: units.weights })} defaultValue={v("weights")} error={e("weights")} {...num} />
          <SelectField name="weights_unit" label={tr("unit")} options={weightOptions} defaultValue={v("weights_unit") || units.weights} error={e("weights_unit")} onChange={(ev) => setUnit("weights", ev.target.value === "lb" ? "lb" : "kg")} />
        </div>
        <Field name="dive_condition_notes" label={tr("conditionNotes")} defaultValue={v("dive_condition_notes")} error={e("dive_condition_notes")} maxLength={2000} className="sm:col-span-2" />
      </FormSection>
    </>
  );
}
