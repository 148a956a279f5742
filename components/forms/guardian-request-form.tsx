"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { idleRecordState, type RecordAction } from "@/components/forms/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

/** "Send to my guardian": e-mails the guardian a link to sign this form. */
export function GuardianRequestForm({ action }: { action: RecordAction }) {
  const t = useTranslations("forms");
  const [state, formAction] = useActionState(action, idleRecordState);
  return (
    <form action={formAction} className="space-y-3">
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton variant="secondary" pendingLabel={t("sending")}>
        {t("sendToGuardian")}
      </SubmitButton>
    </form>
  );
}
