"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Staff controls under a pending application: approve (creates the center), or reject with a reason (`action`: bound to the application). */
export function ApplicationDecisionForm({ id, action }: { id: number; action: FormAction }) {
  const [state, formAction] = useActionState(action, idleState);
  const t = useTranslations("centerApplications.queue");
  return (
    <form key={state.seq} action={formAction} noValidate className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{t("approveText")}</p>
          <SubmitButton name="decision" value="approve" pendingLabel={t("working")} className="w-full sm:w-auto">
            {t("approve")}
          </SubmitButton>
        </div>
        <div className="space-y-3">
          <Field id={`reason-${id}`} name="reason" label={t("reason")} defaultValue={state.values?.reason} error={state.fields?.reason} maxLength={1000} />
          <SubmitButton name="decision" value="reject" variant="danger" pendingLabel={t("working")} className="w-full sm:w-auto">
            {t("reject")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
