import { temperatureSymbol, volumeSymbol } from "@/components/logbook/format";
import type { SectionProps } from "@/components/logbook/sections-dive";
import { FormSection } from "@/components/profile/form-section";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { gases } from "@/lib/dive-logs/schema";

const gasNames: Record<(typeof gases)[number], string> = { air: "Air", nitrox: "Nitrox (EANx)", trimix: "Trimix", oxygen: "Oxygen", heliox: "Heliox" };
const gasOptions = gases.map((g) => ({ value: g, label: gasNames[g] }));
const pressureOptions = [
  { value: "bar", label: "bar" },
  { value: "psi", label: "psi" },
];
const temperatureOptions = [
  { value: "c", label: "Celsius (°C)" },
  { value: "f", label: "Fahrenheit (°F)" },
];
const weightOptions = [
  { value: "kg", label: "kg" },
  { value: "lb", label: "lb" },
];

/** Gas & cylinder, pressures, temperatures, conditions. */
export function GasSections({ v, e, units, setUnit }: SectionProps) {
  const num = { inputMode: "decimal" as const, autoComplete: "off" };
  const volume = volumeSymbol(units.pressure);
  const t = temperatureSymbol(units.temperature);
  return (
    <>
      <FormSection title="Gas and cylinder" description="The oxygen percentage gives the maximum operating depth; the cylinder size lets us work out your air consumption.">
        <SelectField name="gas" label="Gas" options={gasOptions} defaultValue={v("gas")} placeholder="Not set" error={e("gas")} />
        <Field name="gas_mix" label="Oxygen (%)" defaultValue={v("gas_mix")} error={e("gas_mix")} hint="21 for air, e.g. 32 for EAN32." {...num} />
        <Field name="cylinder_count" label="Cylinders" defaultValue={v("cylinder_count")} error={e("cylinder_count")} inputMode="numeric" hint="Identical cylinders breathed together; 1 if empty." />
        <Field
          name="bottom_cylinder_volume"
          label={`Cylinder size (${volume})`}
          defaultValue={v("bottom_cylinder_volume")}
          error={e("bottom_cylinder_volume")}
          hint={units.pressure === "psi" ? "Rated capacity in cubic feet, e.g. 80." : "Water volume in litres, e.g. 12."}
          {...num}
        />
        {units.pressure === "psi" ? (
          <Field
            name="cylinder_working_pressure"
            label="Working pressure (psi)"
            defaultValue={v("cylinder_working_pressure")}
            error={e("cylinder_working_pressure")}
            hint="The pressure the cuft capacity is rated at, e.g. 3000 for an AL80; needed for your air consumption."
            {...num}
          />
        ) : null}
      </FormSection>

      <FormSection title="Pressures" description="Cylinder pressure at the start and at the end of the dive.">
        <SelectField name="pressure_unit" label="Pressure unit" options={pressureOptions} defaultValue={v("pressure_unit") || units.pressure} error={e("pressure_unit")} onChange={(ev) => setUnit("pressure", ev.target.value === "psi" ? "psi" : "bar")} />
        <span className="hidden sm:block" aria-hidden="true" />
        <Field name="pressure_start" label={`Start pressure (${units.pressure})`} defaultValue={v("pressure_start")} error={e("pressure_start")} {...num} />
        <Field name="pressure_end" label={`End pressure (${units.pressure})`} defaultValue={v("pressure_end")} error={e("pressure_end")} {...num} />
      </FormSection>

      <FormSection title="Temperatures">
        <SelectField name="temperature_unit" label="Temperature unit" options={temperatureOptions} defaultValue={v("temperature_unit") || units.temperature} error={e("temperature_unit")} onChange={(ev) => setUnit("temperature", ev.target.value === "f" ? "f" : "c")} />
        <span className="hidden sm:block" aria-hidden="true" />
        <Field name="water_temperature" label={`Water (${t})`} defaultValue={v("water_temperature")} error={e("water_temperature")} autoComplete="off" />
        <Field name="weather_temperature" label={`Air (${t})`} defaultValue={v("weather_temperature")} error={e("weather_temperature")} autoComplete="off" />
      </FormSection>

      <FormSection title="Conditions and equipment">
        <Field name="weather" label="Weather" defaultValue={v("weather")} error={e("weather")} maxLength={50} placeholder="sunny, overcast…" />
        <Field name="water" label="Water" defaultValue={v("water")} error={e("water")} maxLength={50} placeholder="calm, choppy…" />
        <Field name="current" label="Current" defaultValue={v("current")} error={e("current")} maxLength={50} placeholder="none, mild, strong…" />
        <Field name="visibility" label="Visibility" defaultValue={v("visibility")} error={e("visibility")} maxLength={50} placeholder="15 m" />
        <Field name="wetsuit" label="Exposure suit" defaultValue={v("wetsuit")} error={e("wetsuit")} maxLength={50} placeholder="5 mm wetsuit" />
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Field name="weights" label={`Weights (${units.weights})`} defaultValue={v("weights")} error={e("weights")} {...num} />
          <SelectField name="weights_unit" label="Unit" options={weightOptions} defaultValue={v("weights_unit") || units.weights} error={e("weights_unit")} onChange={(ev) => setUnit("weights", ev.target.value === "lb" ? "lb" : "kg")} />
        </div>
        <Field name="dive_condition_notes" label="Notes on the conditions" defaultValue={v("dive_condition_notes")} error={e("dive_condition_notes")} maxLength={2000} className="sm:col-span-2" />
      </FormSection>
    </>
  );
}
