"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Staff controls under a pending request: approve with a course, or reject with a reason (`action`: bound to the request). */
export function DecisionForm({ id, action, courses }: { id: number; action: FormAction; courses: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleState);
  const errors = state.fields;
  const t = useTranslations("admin.decision");
  return (
    <form key={state.seq} action={formAction} noValidate className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <SelectField id={`course-${id}`} name="course" label={t("course")} options={courses} placeholder={t("chooseCourse")} defaultValue={state.values?.course} error={errors?.course} />
          <SubmitButton name="decision" value="approve" pendingLabel={t("working")} className="w-full sm:w-auto">
            {t("approve")}
          </SubmitButton>
        </div>
        <div className="space-y-3">
          <Field id={`reason-${id}`} name="reason" label={t("reason")} defaultValue={state.values?.reason} error={errors?.reason} maxLength={1000} />
          <SubmitButton name="decision" value="reject" variant="danger" pendingLabel={t("working")} className="w-full sm:w-auto">
            {t("reject")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
