"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** The invitation form: an address and one of the roles the caller may name (`action` bound to the center). */
export function InviteForm({ action, roles }: { action: FormAction; roles: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("centerMembers.invite");
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-4">
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field name="email" type="email" inputMode="email" autoComplete="off" label={t("email")} required defaultValue={state.values?.email} error={state.fields?.email} maxLength={191} />
        <SelectField name="role" label={t("role")} options={roles} required defaultValue={state.values?.role ?? roles[0]?.value} error={state.fields?.role} />
      </div>
      <SubmitButton pendingLabel={t("sending")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
