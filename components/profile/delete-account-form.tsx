"use client";

import { useTranslations } from "next-intl";

import { signOut } from "next-auth/react";
import { useActionState, useEffect } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = { action: FormAction };

export function DeleteAccountForm({ action }: Props) {
  const t = useTranslations("profile.delete");
  const [state, formAction] = useActionState(action, idleState);
  const closed = state.status === "success";

  // The account is gone; end the browser session and land on the home page.
  useEffect(() => {
    if (closed) void signOut({ callbackUrl: "/" });
  }, [closed]);

  if (closed) return <FormMessage kind="success">{state.message}</FormMessage>;

  return (
    <form action={formAction} noValidate className="max-w-md space-y-4">
      <Field name="password" type="password" label={t("password")} autoComplete="current-password" required error={state.fields?.password} />
      <CheckboxField
        name="confirm"
        value="yes"
        required
        label={t("understand")}
        error={state.fields?.confirm}
      />
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <SubmitButton variant="danger" pendingLabel={t("deleting")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
