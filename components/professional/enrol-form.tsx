"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Member id or e-mail plus a course; the service's 422 reasons appear under their field. */
export function EnrolForm({ action, courses }: { action: FormAction; courses: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleState);
  const errors = state.fields;
  const t = useTranslations("professional.enrol");
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <Field
        name="student"
        label={t("student")}
        defaultValue={state.values?.student}
        placeholder={t("studentPlaceholder")}
        hint={t("studentHint")}
        autoComplete="off"
        required
        error={errors?.student}
      />
      <SelectField
        name="course"
        label={t("course")}
        options={courses}
        placeholder={t("chooseCourse")}
        defaultValue={state.values?.course}
        hint={t("courseHint")}
        required
        error={errors?.course}
      />
      <SubmitButton pendingLabel={t("enrolling")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
