"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

export function EnableExamForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("professional.exam");
  return (
    <form action={formAction} className="space-y-3">
      <p className="text-sm text-slate-700">{t("enableText")}</p>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton pendingLabel={t("enabling")}>{t("enable")}</SubmitButton>
    </form>
  );
}
