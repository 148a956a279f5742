"use client";

import { useActionState, useEffect, useRef } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { LocationFields } from "@/components/profile/location-fields";
import { initialFormState, type FormState } from "@/components/profile/form-state";
import { FormSection } from "@/components/profile/form-section";

export type ProfileFormOptions = {
  countries: readonly SelectOption[];
  timezones: readonly SelectOption[];
  languages: readonly SelectOption[];
  genders: readonly SelectOption[];
  systems: readonly SelectOption[];
};

type Props = {
  action: (prev: FormState, form: FormData) => Promise<FormState>;
  values: Record<string, string>;
  divisions: { code: string; name: string }[];
  options: ProfileFormOptions;
};

export function ProfileForm({ action, values: saved, divisions, options }: Props) {
  const [state, formAction] = useActionState(action, initialFormState);
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
      <FormSection title="Personal details">
        {text("first_name", "First name", { required: true, autoComplete: "given-name", maxLength: 100 })}
        {text("last_name", "Last name", { required: true, autoComplete: "family-name", maxLength: 100 })}
        {text("dob", "Date of birth", { type: "date", required: true, autoComplete: "bday" })}
        <SelectField name="gender" label="Gender" options={options.genders} defaultValue={v("gender")} placeholder="Not set" error={errors?.gender} />
        <SelectField name="nationality" label="Nationality" options={options.countries} defaultValue={v("nationality")} placeholder="Not set" error={errors?.nationality} />
        {text("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 32 })}
        {text("mobile", "Mobile", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 32 })}
      </FormSection>

      <FormSection title="Address">
        {text("address", "Street address", { autoComplete: "street-address", maxLength: 255, className: "sm:col-span-2" })}
        {text("city", "City", { autoComplete: "address-level2", maxLength: 100 })}
        {text("postal_code", "Postal code", { autoComplete: "postal-code", maxLength: 20 })}
        <LocationFields
          countries={options.countries}
          country={v("country")}
          stateCode={v("state_code")}
          state={v("state")}
          divisions={divisions}
          errors={errors}
        />
        <SelectField name="timezone" label="Time zone" options={options.timezones} defaultValue={v("timezone")} placeholder="Not set" error={errors?.timezone} />
      </FormSection>

      <FormSection title="Preferences">
        <SelectField name="default_language" label="Language" options={options.languages} defaultValue={v("default_language")} placeholder="Not set" error={errors?.default_language} />
        <SelectField name="preferred_system" label="Units" required options={options.systems} defaultValue={v("preferred_system")} error={errors?.preferred_system} />
      </FormSection>

      <FormSection title="Next of kin" description="Who we contact in an emergency.">
        {text("nok_first_name", "First name", { id: "field-nok-first", maxLength: 100 })}
        {text("nok_last_name", "Last name", { id: "field-nok-last", maxLength: 100 })}
        {text("nok_phone", "Phone", { id: "field-nok-phone", type: "tel", inputMode: "tel", maxLength: 32 })}
        {text("nok_email", "Email", { id: "field-nok-email", type: "email", inputMode: "email", maxLength: 191 })}
        <SelectField id="field-nok-country" name="nok_country" label="Country" options={options.countries} defaultValue={v("nok_country")} placeholder="Not set" error={errors?.nok_country} />
      </FormSection>

      <FormSection title="Parent or guardian" description="Required for divers under 18; they approve course purchases.">
        {text("guardian_first_name", "First name", { id: "field-guardian-first", maxLength: 100 })}
        {text("guardian_last_name", "Last name", { id: "field-guardian-last", maxLength: 100 })}
        {text("guardian_email", "Email", { id: "field-guardian-email", type: "email", inputMode: "email", maxLength: 191, className: "sm:col-span-2" })}
      </FormSection>

      <div className="space-y-3">
        {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
        <SubmitButton pendingLabel="Saving…" className="w-full sm:w-auto">
          Save profile
        </SubmitButton>
      </div>
    </form>
  );
}
