"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Typed name + accept box. `nameField` is full_name (diver) or guardian_name (guardian page). */
export function SignForm({ action, nameField, nameLabel, nameHint, acceptLabel }: {
  action: FormAction;
  nameField: "full_name" | "guardian_name";
  nameLabel: string;
  nameHint: string;
  acceptLabel: string;
}) {
  const t = useTranslations("forms");
  const [state, formAction] = useActionState(action, idleState);
  if (state.status === "success") return <FormMessage kind="success">{state.message}</FormMessage>;
  return (
    <form key={state.seq} action={formAction} className="space-y-4" noValidate>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <Field name={nameField} label={nameLabel} hint={nameHint} required autoComplete="off" defaultValue={state.values?.[nameField]} error={state.fields?.[nameField]} maxLength={200} />
      <CheckboxField name="accept" label={acceptLabel} error={state.fields?.accept} required />
      <SubmitButton pendingLabel={t("signing")}>{t("submit")}</SubmitButton>
    </form>
  );
}
