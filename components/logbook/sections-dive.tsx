import { diveTypeSuggestions } from "@/components/logbook/filters";
import type { Option } from "@/components/logbook/form-state";
import { SuggestField } from "@/components/logbook/suggest-field";
import { FormSection } from "@/components/profile/form-section";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import type { DepthUnit, PressureUnit, TemperatureUnit, WeightUnit } from "@/lib/dive-logs/units";

export type Units = { depth: DepthUnit; pressure: PressureUnit; temperature: TemperatureUnit; weights: WeightUnit };

export type SectionProps = {
  v: (name: string) => string;
  e: (...names: string[]) => string[] | undefined;
  units: Units;
  setUnit: <K extends keyof Units>(key: K, value: Units[K]) => void;
};

export const depthOptions = [
  { value: "m", label: "Metres (m)" },
  { value: "ft", label: "Feet (ft)" },
];
const purposeSuggestions = ["recreational", "training", "wreck", "photography", "research", "search and recovery", "technical"];

/** Dive, site, depth & time. */
export function DiveSections({ v, e, units, setUnit, countries }: SectionProps & { countries: readonly Option[] }) {
  const num = { inputMode: "decimal" as const, autoComplete: "off" };
  return (
    <>
      <FormSection title="Dive" description="When, what kind of dive, and its number in your logbook.">
        <Field name="date" label="Date" type="date" required defaultValue={v("date")} error={e("date")} />
        <Field name="time" label="Start time" type="time" defaultValue={v("time")} error={e("time")} hint="Local time at the site; gives the dive's end time." />
        <Field name="dive_number" label="Dive number" defaultValue={v("dive_number")} error={e("dive_number")} inputMode="numeric" hint="Leave empty for your next number." />
        <SuggestField name="dive_type" label="Dive type" suggestions={diveTypeSuggestions} defaultValue={v("dive_type")} error={e("dive_type")} maxLength={50} placeholder="boat, shore, night…" />
        <SuggestField name="purpose_type" label="Purpose" suggestions={purposeSuggestions} defaultValue={v("purpose_type")} error={e("purpose_type")} maxLength={50} />
        <Field name="dive_config" label="Configuration" defaultValue={v("dive_config")} error={e("dive_config")} maxLength={100} placeholder="single tank, twinset, sidemount…" />
        <Field name="log_code" label="Log code" defaultValue={v("log_code")} error={e("log_code")} maxLength={64} hint="Your own reference for this entry, if you use one." className="sm:col-span-2" />
      </FormSection>

      <FormSection title="Site" description="Where you dived. Latitude and longitude go together, in decimal degrees.">
        <Field name="location" label="Dive site" defaultValue={v("location")} error={e("location")} maxLength={255} className="sm:col-span-2" />
        <SelectField name="country" label="Country" options={countries} defaultValue={v("country")} placeholder="Not set" error={e("country")} className="sm:col-span-2" />
        <Field name="lat" label="Latitude" defaultValue={v("lat")} error={e("lat")} hint="−90 to 90, e.g. 44.3067" autoComplete="off" />
        <Field name="lon" label="Longitude" defaultValue={v("lon")} error={e("lon")} hint="−180 to 180, e.g. 9.2115" autoComplete="off" />
      </FormSection>

      <FormSection title="Depth and time" description="Depths in the unit you choose here; the average cannot be deeper than the maximum.">
        <SelectField name="depth_unit" label="Depth unit" options={depthOptions} defaultValue={v("depth_unit") || units.depth} error={e("depth_unit")} onChange={(ev) => setUnit("depth", ev.target.value === "ft" ? "ft" : "m")} />
        <Field name="dive_time" label="Dive time (min)" required defaultValue={v("dive_time")} error={e("dive_time")} inputMode="numeric" hint="1 to 1440 minutes." />
        <Field name="max_depth" label={`Max depth (${units.depth})`} defaultValue={v("max_depth")} error={e("max_depth")} {...num} />
        <Field name="average_depth" label={`Average depth (${units.depth})`} defaultValue={v("average_depth")} error={e("average_depth")} {...num} />
        <Field name="rnt" label="Residual nitrogen time (min)" defaultValue={v("rnt")} error={e("rnt")} inputMode="numeric" hint="From your dive table; adds to the total bottom time." />
        <div className="grid grid-cols-2 gap-4">
          <Field name="group_in" label="Group in" defaultValue={v("group_in")} error={e("group_in")} maxLength={5} />
          <Field name="group_out" label="Group out" defaultValue={v("group_out")} error={e("group_out")} maxLength={5} />
        </div>
        <CheckboxField name="safety_stop" label="Safety stop made" defaultChecked={v("safety_stop") === "1"} error={e("safety_stop")} />
        <CheckboxField name="has_decompression" label="Decompression stops" defaultChecked={v("has_decompression") === "1"} error={e("has_decompression")} />
        <Field name="decompression_note" label="Decompression note" defaultValue={v("decompression_note")} error={e("decompression_note")} maxLength={1000} className="sm:col-span-2" />
      </FormSection>
    </>
  );
}
