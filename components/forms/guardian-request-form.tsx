"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Send to my guardian": e-mails the guardian a link to sign this form. */
export function GuardianRequestForm({ action }: { action: FormAction }) {
  const t = useTranslations("forms");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-3">
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton variant="secondary" pendingLabel={t("sending")}>
        {t("sendToGuardian")}
      </SubmitButton>
    </form>
  );
}
