"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function EnableExamForm({ action }: { action: ProAction }) {
  const [state, formAction] = useActionState(action, idleProState);
  const t = useTranslations("professional.exam");
  return (
    <form action={formAction} className="space-y-3">
      <p className="text-sm text-slate-700">{t("enableText")}</p>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton pendingLabel={t("enabling")}>{t("enable")}</SubmitButton>
    </form>
  );
}
