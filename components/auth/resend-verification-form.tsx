"use client";

import { useActionState } from "react";
import { idleState, type FormState } from "@/components/auth/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ButtonVariant } from "@/components/ui/button";

/** "Send a new verification link" button with its answer below it. */
export function ResendVerificationForm({
  action,
  variant = "primary",
  label = "Send a new verification link",
}: {
  action: (prev: FormState, fd: FormData) => Promise<FormState>;
  variant?: ButtonVariant;
  label?: string;
}) {
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-3">
      {state.status !== "success" ? (
        <SubmitButton variant={variant} pendingLabel="Sending…">
          {label}
        </SubmitButton>
      ) : null}
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
    </form>
  );
}
