"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Renumber by date": on success the logbook reloads with a notice; a refusal shows here. */
export function RenumberForm({ action }: { action: FormAction }) {
  const t = useTranslations("logbook.numberOrder");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="mt-3 space-y-2">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <SubmitButton variant="secondary" size="sm" pendingLabel={t("renumbering")}>
        {t("renumber")}
      </SubmitButton>
    </form>
  );
}
