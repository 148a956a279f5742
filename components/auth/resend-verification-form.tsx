"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ButtonVariant } from "@/components/ui/button";

/** "Send a new verification link" button with its answer below it. */
export function ResendVerificationForm({
  action,
  variant = "primary",
  label,
}: {
  action: FormAction;
  variant?: ButtonVariant;
  label?: string;
}) {
  const t = useTranslations("auth.verification");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-3">
      {state.status !== "success" ? (
        <SubmitButton variant={variant} pendingLabel={t("sending")}>
          {label ?? t("resend")}
        </SubmitButton>
      ) : null}
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
    </form>
  );
}
