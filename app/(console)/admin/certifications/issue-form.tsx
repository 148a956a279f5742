"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Field, FieldShell, describedBy, inputClasses } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** Issue a certification by hand: holder and instructor by member id, the course, the date and why. */
export function IssueForm({ action, courses, today }: { action: FormAction; courses: SelectOption[]; today: string }) {
  const t = useTranslations("adminOrganisation");
  const [state, formAction] = useActionState(action, idleState);
  const v = state.values ?? {};
  const err = (name: string) => state.fields?.[name];
  const reasonError = err("reason");
  return (
    <form action={formAction} noValidate className="space-y-6" key={JSON.stringify(v)}>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <Field name="holder" label={t("certifications.holderField")} hint={t("certifications.holderHint")} defaultValue={v.holder} error={err("user")} required autoComplete="off" />
        <SelectField name="course" label={t("certifications.courseField")} options={courses} defaultValue={v.course} placeholder={t("certifications.chooseCourse")} error={err("course")} required />
        <Field name="issued_on" type="date" label={t("certifications.issuedOn")} hint={t("certifications.issuedOnHint")} defaultValue={v.issued_on} error={err("issued_on")} required max={today} />
        <Field name="instructor" label={t("certifications.instructorField")} hint={t("certifications.instructorHint")} defaultValue={v.instructor} error={err("instructor")} autoComplete="off" />
        <FieldShell id="field-reason" label={t("certifications.reason")} hint={t("certifications.reasonHint")} error={reasonError} required className="sm:col-span-2">
          <textarea
            id="field-reason"
            name="reason"
            rows={3}
            required
            maxLength={500}
            defaultValue={v.reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy("field-reason", true, reasonError)}
            className={inputClasses(!!reasonError)}
          />
        </FieldShell>
      </div>
      <SubmitButton pendingLabel={t("common.saving")}>{t("certifications.submitIssue")}</SubmitButton>
    </form>
  );
}
