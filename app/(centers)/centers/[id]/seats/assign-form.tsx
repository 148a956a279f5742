"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Assign a seat": a course with seats left, an e-mail address and who teaches (empty: the default). */
export function AssignForm({ action, courses, instructors }: { action: FormAction; courses: SelectOption[]; instructors: SelectOption[] }) {
  const t = useTranslations("centerSeats.assign");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-4">
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <div className="grid gap-4">
        <SelectField name="course" label={t("course")} options={courses} required defaultValue={state.values?.course ?? courses[0]?.value} error={state.fields?.course} />
        <Field name="email" type="email" inputMode="email" autoComplete="off" label={t("email")} required maxLength={191} defaultValue={state.values?.email} error={state.fields?.email} />
        <SelectField
          name="instructor" label={t("instructor")} defaultValue={state.values?.instructor ?? ""} error={state.fields?.instructor}
          options={[{ value: "", label: t("defaultInstructor") }, ...instructors]}
        />
      </div>
      <p className="text-xs text-slate-600">{t("help")}</p>
      <SubmitButton pendingLabel={t("assigning")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
