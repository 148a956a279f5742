"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = { action: FormAction };

export function PasswordForm({ action }: Props) {
  const t = useTranslations("profile.password");
  const [state, formAction] = useActionState(action, idleState);
  const errors = state.fields;
  return (
    <form action={formAction} noValidate className="max-w-md space-y-4">
      <Field
        name="current_password"
        type="password"
        label={t("current")}
        autoComplete="current-password"
        required
        error={errors?.current_password}
      />
      <Field
        name="password"
        type="password"
        label={t("new")}
        autoComplete="new-password"
        required
        minLength={10}
        hint={t("hint")}
        error={errors?.password}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={t("confirm")}
        autoComplete="new-password"
        required
        error={errors?.password_confirmation}
      />
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton pendingLabel={t("changing")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
