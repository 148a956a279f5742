"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Staff add an existing account (by e-mail) to a center or distributor with a role; errors inline, the e-mail kept on a refusal. */
export function AddMemberForm({ action, roles }: { action: FormAction; roles: readonly ("owner" | "manager" | "instructor")[] }) {
  const t = useTranslations("centerApplications.members");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-4" aria-labelledby="add-member-title">
      <h3 id="add-member-title" className="text-base font-semibold text-slate-900">{t("addTitle")}</h3>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {state.status === "success" && state.message ? <FormMessage kind="success">{state.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field name="email" type="email" label={t("email")} hint={t("emailHint")} defaultValue={state.values?.email} error={state.fields?.email} required maxLength={191} autoComplete="off" />
        <SelectField name="role" label={t("roleLabel")} options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))} defaultValue={state.values?.role ?? roles[roles.length - 1]} error={state.fields?.role} required />
      </div>
      <SubmitButton pendingLabel={t("adding")}>{t("add")}</SubmitButton>
    </form>
  );
}
