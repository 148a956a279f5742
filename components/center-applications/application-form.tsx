"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { DivisionFields } from "@/components/center-applications/division-fields";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Division = { code: string; name: string };

/** A professional's application to run a dive center; errors inline under each field, values kept. */
export function ApplicationForm({
  action,
  countries,
  distributors,
  divisionsOf,
  defaultCountry,
}: {
  action: FormAction;
  countries: SelectOption[];
  distributors: SelectOption[];
  /** The subdivisions of the default country (the others are fetched when the country changes). */
  divisionsOf: Division[];
  defaultCountry: string;
}) {
  const t = useTranslations("centerApplications.form");
  const [state, formAction] = useActionState(action, idleState);
  const v: Record<string, string> = { country: defaultCountry, ...state.values };
  const err = (name: string) => state.fields?.[name];
  return (
    <form action={formAction} noValidate className="space-y-6" key={state.seq}>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("identity")}</legend>
        <Field name="name" label={t("name")} defaultValue={v.name} error={err("name")} required maxLength={150} autoComplete="organization" className="sm:col-span-2" />
        <DivisionFields
          countries={countries}
          country={v.country ?? ""}
          stateCode={v.state_code ?? ""}
          divisions={v.country === defaultCountry ? divisionsOf : []}
          errors={state.fields}
        />
        <Field name="city" label={t("city")} defaultValue={v.city} error={err("city")} maxLength={100} autoComplete="address-level2" />
        <Field name="address" label={t("address")} defaultValue={v.address} error={err("address")} maxLength={255} autoComplete="street-address" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("contact")}</legend>
        <Field name="phone" type="tel" label={t("phone")} defaultValue={v.phone} error={err("phone")} maxLength={32} autoComplete="tel" />
        <Field name="email" type="email" label={t("email")} defaultValue={v.email} error={err("email")} maxLength={191} autoComplete="email" />
        <Field name="website" type="url" label={t("website")} hint={t("websiteHint")} defaultValue={v.website} error={err("website")} maxLength={255} autoComplete="url" className="sm:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("organisation")}</legend>
        <SelectField name="distributor_id" label={t("distributor")} hint={t("distributorHint")} options={distributors} defaultValue={v.distributor_id} placeholder={t("noDistributor")} error={err("distributor_id")} className="sm:col-span-2" />
      </fieldset>
      <SubmitButton pendingLabel={t("sending")}>{t("submit")}</SubmitButton>
    </form>
  );
}
