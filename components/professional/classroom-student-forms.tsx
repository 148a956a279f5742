"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Picks one of the professional's students of this course; "full" and other refusals show above. */
export function AddStudentForm({ action, candidates, full }: { action: FormAction; candidates: SelectOption[]; full: boolean }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("professional.classroom.add");
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-3">
      {state.message ? <FormMessage kind={state.status === "error" ? "error" : "success"}>{state.message}</FormMessage> : null}
      {full ? <FormMessage kind="info">{t("full")}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          name="log_code"
          label={t("student")}
          options={candidates}
          placeholder={candidates.length ? t("choose") : t("noOthers")}
          hint={t("hint")}
          className="flex-1"
          error={state.fields?.log_code}
        />
        <SubmitButton pendingLabel={t("adding")} className="sm:mb-6">
          {t("submit")}
        </SubmitButton>
      </div>
    </form>
  );
}

export function RemoveStudentButton({ action, name }: { action: FormAction; name: string }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("professional.classroom.add");
  return (
    <form action={formAction} className="shrink-0">
      <SubmitButton variant="secondary" size="sm" pendingLabel={t("removing")}>
        {t("remove")}<span className="sr-only"> {name}</span>
      </SubmitButton>
      {state.status === "error" ? <p className="mt-1 text-xs text-red-700">{state.message}</p> : null}
    </form>
  );
}
