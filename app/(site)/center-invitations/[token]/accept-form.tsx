"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** The "Accept" button of an invitation (`action` bound to the token); a refusal shows above it. */
export function AcceptForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("centerMembers.invitation");
  const message = state.status === "error" ? (state.fields?.role?.[0] ?? state.message) : undefined;
  return (
    <form action={formAction} className="flex w-full flex-col items-center gap-3">
      {message ? <FormMessage kind="error" className="w-full text-left">{message}</FormMessage> : null}
      <SubmitButton size="lg" pendingLabel={t("accepting")} className="w-full sm:w-auto">
        {t("accept")}
      </SubmitButton>
    </form>
  );
}
