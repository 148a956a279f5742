"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

export type CenterFormValues = {
  name: string; country: string; state_code: string; city: string; address: string; postal_code: string;
  phone: string; email: string; website: string; distributor_id: string;
};

/** Create or edit a dive center; errors show inline under each field, values are kept. */
export function CenterForm({
  action,
  initial,
  countries,
  distributors,
  creating,
}: {
  action: FormAction;
  initial: CenterFormValues;
  countries: SelectOption[];
  distributors: SelectOption[];
  creating: boolean;
}) {
  const t = useTranslations("adminOrganisation");
  const [state, formAction] = useActionState(action, idleState);
  const v = { ...initial, ...state.values };
  const err = (name: string) => state.fields?.[name];
  // A new key after each answer re-renders the uncontrolled fields with the kept values.
  const key = JSON.stringify(v);
  return (
    <form action={formAction} noValidate className="space-y-6" key={key}>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("centers.identity")}</legend>
        <Field name="name" label={t("common.name")} defaultValue={v.name} error={err("name")} required maxLength={150} autoComplete="off" className="sm:col-span-2" />
        <SelectField name="country" label={t("common.country")} options={countries} defaultValue={v.country} placeholder={t("common.chooseCountry")} error={err("country")} required />
        <Field name="state_code" label={t("centers.stateCode")} hint={t("centers.stateCodeHint")} defaultValue={v.state_code} error={err("state_code")} maxLength={10} autoComplete="off" />
        <Field name="city" label={t("centers.city")} defaultValue={v.city} error={err("city")} maxLength={100} autoComplete="off" />
        <Field name="postal_code" label={t("centers.postalCode")} defaultValue={v.postal_code} error={err("postal_code")} maxLength={20} autoComplete="off" />
        <Field name="address" label={t("centers.address")} defaultValue={v.address} error={err("address")} maxLength={255} autoComplete="off" className="sm:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("centers.contact")}</legend>
        <Field name="phone" type="tel" label={t("centers.phone")} defaultValue={v.phone} error={err("phone")} maxLength={32} autoComplete="off" />
        <Field name="email" type="email" label={t("common.email")} defaultValue={v.email} error={err("email")} maxLength={191} autoComplete="off" />
        <Field name="website" type="url" label={t("centers.website")} hint={t("centers.websiteHint")} defaultValue={v.website} error={err("website")} maxLength={255} autoComplete="off" className="sm:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">{t("centers.organisation")}</legend>
        <SelectField name="distributor_id" label={t("centers.distributor")} options={distributors} defaultValue={v.distributor_id} placeholder={t("common.none")} error={err("distributor_id")} />
        {creating ? (
          <div className="sm:col-span-2">
            <CheckboxField name="active" label={t("centers.activeLabel")} defaultChecked error={err("active")} />
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel={t("common.saving")}>{creating ? t("common.create") : t("common.save")}</SubmitButton>
      </div>
    </form>
  );
}
