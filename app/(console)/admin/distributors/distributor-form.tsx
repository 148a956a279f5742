"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Create or edit a distributor; errors inline under each field, values kept. */
export function DistributorForm({
  action,
  initial,
  countries,
  creating,
}: {
  action: FormAction;
  initial: { name: string; country: string; email: string };
  countries: SelectOption[];
  creating: boolean;
}) {
  const t = useTranslations("adminOrganisation");
  const [state, formAction] = useActionState(action, idleState);
  const v = { ...initial, ...state.values };
  const err = (name: string) => state.fields?.[name];
  return (
    <form action={formAction} noValidate className="space-y-6" key={JSON.stringify(v)}>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <Field name="name" label={t("common.name")} defaultValue={v.name} error={err("name")} required maxLength={150} autoComplete="off" className="sm:col-span-2" />
        <SelectField name="country" label={t("common.country")} options={countries} defaultValue={v.country} placeholder={t("common.chooseCountry")} error={err("country")} required />
        <Field name="email" type="email" label={t("common.email")} defaultValue={v.email} error={err("email")} maxLength={191} autoComplete="off" />
        {creating ? (
          <div className="sm:col-span-2">
            <CheckboxField name="active" label={t("distributors.activeLabel")} defaultChecked error={err("active")} />
          </div>
        ) : null}
      </div>
      <SubmitButton pendingLabel={t("common.saving")}>{creating ? t("common.create") : t("common.save")}</SubmitButton>
    </form>
  );
}
