"use client";

import { useTranslations } from "next-intl";

import { useActionState, useEffect, useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { LocationFields } from "@/components/profile/location-fields";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { FormSection } from "@/components/profile/form-section";

export type ProfileFormOptions = {
  countries: readonly SelectOption[];
  timezones: readonly SelectOption[];
  languages: readonly SelectOption[];
  genders: readonly SelectOption[];
  systems: readonly SelectOption[];
};

type Props = {
  action: FormAction;
  values: Record<string, string>;
  divisions: { code: string; name: string }[];
  options: ProfileFormOptions;
};

export function ProfileForm({ action, values: saved, divisions, options }: Props) {
  const t = useTranslations("profile.form");
  const d = useTranslations("profile.details");
  const [state, formAction] = useActionState(action, idleState);
  const formRef = useRef<HTMLFormElement>(null);
  // After a rejected save the form shows what was typed, not the saved profile.
  const values = state.status === "error" && state.values ? state.values : saved;
  const errors = state.fields;
  const v = (name: string) => values[name] ?? "";
  const text = (name: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={name} label={label} defaultValue={v(name)} error={errors?.[name]} {...extra} />
  );

  useEffect(() => {
    if (state.status !== "error") return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [state]);

  return (
    // React resets a form after its action; the key remounts it with the values chosen above.
    <form key={state.seq} ref={formRef} action={formAction} noValidate className="space-y-6">
      <FormSection title={d("personal")}>
        {text("first_name", t("firstName"), { required: true, autoComplete: "given-name", maxLength: 100 })}
        {text("last_name", t("lastName"), { required: true, autoComplete: "family-name", maxLength: 100 })}
        {text("dob", d("dob"), { type: "date", required: true, autoComplete: "bday" })}
        <SelectField name="gender" label={d("gender")} options={options.genders} defaultValue={v("gender")} placeholder={t("notSet")} error={errors?.gender} />
        <SelectField name="nationality" label={d("nationality")} options={options.countries} defaultValue={v("nationality")} placeholder={t("notSet")} error={errors?.nationality} />
        {text("phone", d("phone"), { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 32 })}
        {text("mobile", d("mobile"), { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 32 })}
      </FormSection>

      <FormSection title={d("address")}>
        {text("address", d("street"), { autoComplete: "street-address", maxLength: 255, className: "sm:col-span-2" })}
        {text("city", d("city"), { autoComplete: "address-level2", maxLength: 100 })}
        {text("postal_code", d("postalCode"), { autoComplete: "postal-code", maxLength: 20 })}
        <LocationFields
          countries={options.countries}
          country={v("country")}
          stateCode={v("state_code")}
          state={v("state")}
          divisions={divisions}
          errors={errors}
        />
        <SelectField name="timezone" label={d("timezone")} options={options.timezones} defaultValue={v("timezone")} placeholder={t("notSet")} error={errors?.timezone} />
      </FormSection>

      <FormSection title={t("preferences")}>
        <SelectField name="default_language" label={d("language")} options={options.languages} defaultValue={v("default_language")} placeholder={t("notSet")} error={errors?.default_language} />
        <SelectField name="preferred_system" label={d("units")} required options={options.systems} defaultValue={v("preferred_system")} error={errors?.preferred_system} />
      </FormSection>

      <FormSection title={d("nok")} description={d("nokText")}>
        {text("nok_first_name", t("firstName"), { id: "field-nok-first", maxLength: 100 })}
        {text("nok_last_name", t("lastName"), { id: "field-nok-last", maxLength: 100 })}
        {text("nok_phone", d("phone"), { id: "field-nok-phone", type: "tel", inputMode: "tel", maxLength: 32 })}
        {text("nok_email", d("email"), { id: "field-nok-email", type: "email", inputMode: "email", maxLength: 191 })}
        <SelectField id="field-nok-country" name="nok_country" label={d("country")} options={options.countries} defaultValue={v("nok_country")} placeholder={t("notSet")} error={errors?.nok_country} />
      </FormSection>

      <FormSection title={d("guardian")} description={t("guardianText")}>
        {text("guardian_first_name", t("firstName"), { id: "field-guardian-first", maxLength: 100 })}
        {text("guardian_last_name", t("lastName"), { id: "field-guardian-last", maxLength: 100 })}
        {text("guardian_email", d("email"), { id: "field-guardian-email", type: "email", inputMode: "email", maxLength: 191, className: "sm:col-span-2" })}
      </FormSection>

      <div className="space-y-3">
        {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
        <SubmitButton pendingLabel={t("saving")} className="w-full sm:w-auto">
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}
