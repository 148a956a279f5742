import { useTranslations } from "next-intl";
import { diveTypeSuggestions } from "@/components/logbook/filters";
import type { Option } from "@/components/logbook/options";
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

const purposeSuggestions = ["recreational", "training", "wreck", "photography", "research", "search and recovery", "technical"];

/** Dive, site, depth & time. */
export function DiveSections({ v, e, units, setUnit, countries }: SectionProps & { countries: readonly Option[] }) {
  const t = useTranslations("logbook.form");
  const num = { inputMode: "decimal" as const, autoComplete: "off" };
  const depthOptions = [
    { value: "m", label: t("metres") },
    { value: "ft", label: t("feet") },
  ];
  return (
    <>
      <FormSection title={t("dive.title")} description={t("dive.description")}>
        <Field name="date" label={t("date")} type="date" required defaultValue={v("date")} error={e("date")} />
        <Field name="time" label={t("time")} type="time" defaultValue={v("time")} error={e("time")} hint={t("timeHint")} />
        <Field name="dive_number" label={t("number")} defaultValue={v("dive_number")} error={e("dive_number")} inputMode="numeric" hint={t("numberHint")} />
        <SuggestField name="dive_type" label={t("diveType")} suggestions={diveTypeSuggestions} defaultValue={v("dive_type")} error={e("dive_type")} maxLength={50} placeholder={t("diveTypePlaceholder")} />
        <SuggestField name="purpose_type" label={t("purpose")} suggestions={purposeSuggestions} defaultValue={v("purpose_type")} error={e("purpose_type")} maxLength={50} />
        <Field name="dive_config" label={t("config")} defaultValue={v("dive_config")} error={e("dive_config")} maxLength={100} placeholder={t("configPlaceholder")} />
        <Field name="log_code" label={t("logCode")} defaultValue={v("log_code")} error={e("log_code")} maxLength={64} hint={t("logCodeHint")} className="sm:col-span-2" />
      </FormSection>

      <FormSection title={t("site.title")} description={t("site.description")}>
        <Field name="location" label={t("location")} defaultValue={v("location")} error={e("location")} maxLength={255} className="sm:col-span-2" />
        <SelectField name="country" label={t("country")} options={countries} defaultValue={v("country")} placeholder={t("notSet")} error={e("country")} className="sm:col-span-2" />
        <Field name="lat" label={t("lat")} defaultValue={v("lat")} error={e("lat")} hint={t("latHint")} autoComplete="off" />
        <Field name="lon" label={t("lon")} defaultValue={v("lon")} error={e("lon")} hint={t("lonHint")} autoComplete="off" />
      </FormSection>

      <FormSection title={t("depth.title")} description={t("depth.description")}>
        <SelectField name="depth_unit" label={t("depthUnit")} options={depthOptions} defaultValue={v("depth_unit") || units.depth} error={e("depth_unit")} onChange={(ev) => setUnit("depth", ev.target.value === "ft" ? "ft" : "m")} />
        <Field name="dive_time" label={t("diveTime")} required defaultValue={v("dive_time")} error={e("dive_time")} inputMode="numeric" hint={t("diveTimeHint")} />
        <Field name="max_depth" label={t("maxDepth", { unit: units.depth })} defaultValue={v("max_depth")} error={e("max_depth")} {...num} />
        <Field name="average_depth" label={t("averageDepth", { unit: units.depth })} defaultValue={v("average_depth")} error={e("average_depth")} {...num} />
        <Field name="rnt" label={t("rnt")} defaultValue={v("rnt")} error={e("rnt")} inputMode="numeric" hint={t("rntHint")} />
        <div className="grid grid-cols-2 gap-4">
          <Field name="group_in" label={t("groupIn")} defaultValue={v("group_in")} error={e("group_in")} maxLength={5} />
          <Field name="group_out" label={t("groupOut")} defaultValue={v("group_out")} error={e("group_out")} maxLength={5} />
        </div>
        <CheckboxField name="safety_stop" label={t("safetyStop")} defaultChecked={v("safety_stop") === "1"} error={e("safety_stop")} />
        <CheckboxField name="has_decompression" label={t("decompression")} defaultChecked={v("has_decompression") === "1"} error={e("has_decompression")} />
        <Field name="decompression_note" label={t("decompressionNote")} defaultValue={v("decompression_note")} error={e("decompression_note")} maxLength={1000} className="sm:col-span-2" />
      </FormSection>
    </>
  );
}
