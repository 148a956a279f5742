"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Refer this student": signs a new referral; the page then shows its code. */
export function ReferStudentForm({ action, hasCode }: { action: FormAction; hasCode: boolean }) {
  const t = useTranslations("referrals.refer");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-3">
      {state.status !== "idle" ? (
        <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage>
      ) : null}
      <SubmitButton variant={hasCode ? "secondary" : "primary"} pendingLabel={t("pending")}>
        {hasCode ? t("again") : t("action")}
      </SubmitButton>
    </form>
  );
}
