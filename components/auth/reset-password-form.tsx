"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function ResetPasswordForm({
  action,
  email,
  token,
}: {
  action: FormAction;
  email: string;
  token: string;
}) {
  const t = useTranslations("auth.reset");
  const [state, formAction] = useActionState(action, idleState);
  const f = state.fields ?? {};
  // A bad link is not something the person can fix in this form.
  const linkProblem = [...(f.token ?? []), ...(f.email ?? [])];
  return (
    <form action={formAction} noValidate className="space-y-5">
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      {linkProblem.length ? (
        <FormMessage kind="error" title={t("badLink")}>
          {linkProblem[0]} {t.rich("linkRule", { link: (c) => <Link href="/forgot-password" className="font-medium underline">{c}</Link> })}
        </FormMessage>
      ) : state.status === "error" && state.message ? (
        <FormMessage kind="error">{state.message}</FormMessage>
      ) : null}
      <Field name="account" label={t("account")} type="email" defaultValue={email} readOnly autoComplete="username" />
      <Field
        name="password"
        label={t("password")}
        type="password"
        autoComplete="new-password"
        required
        error={f.password}
        hint={t("passwordHint")}
      />
      <Field name="password_confirmation" label={t("confirm")} type="password" autoComplete="new-password" required error={f.password_confirmation} />
      <SubmitButton fullWidth size="lg" pendingLabel={t("saving")}>
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
