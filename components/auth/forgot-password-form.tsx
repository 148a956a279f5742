"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function ForgotPasswordForm({ action }: { action: FormAction }) {
  const t = useTranslations("auth.forgot");
  const [state, formAction] = useActionState(action, idleState);
  if (state.status === "success") {
    return (
      <div className="space-y-4">
        <FormMessage kind="success" title={t("checkEmail")}>
          {state.message}
        </FormMessage>
        <p className="text-sm text-slate-600">
          <Link href="/login" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("backToSignIn")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <Field
        name="email"
        label={t("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={state.values?.email}
        error={state.fields?.email}
      />
      <SubmitButton fullWidth size="lg" pendingLabel={t("sending")}>
        {t("submit")}
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        {t.rich("remembered", {
          link: (chunks) => (
            <Link href="/login" className="font-medium text-sky-800 underline hover:text-sky-950">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
