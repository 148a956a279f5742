"use client";

import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

/** Member id or e-mail plus a course; the service's 422 reasons appear under their field. */
export function EnrolForm({ action, courses }: { action: ProAction; courses: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleProState);
  const errors = state.fields;
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-5">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <Field
        name="student"
        label="Student's member ID or e-mail"
        defaultValue={state.values?.student}
        placeholder="IT14-729-985 or diver@example.com"
        hint="The diver needs a DiveCert account with a verified e-mail address."
        autoComplete="off"
        required
        error={errors?.student}
      />
      <SelectField
        name="course"
        label="Course"
        options={courses}
        placeholder="Choose a course"
        defaultValue={state.values?.course}
        hint="Paid at your dive center; you are the instructor of the new course log."
        required
        error={errors?.course}
      />
      <SubmitButton pendingLabel="Enrolling…" className="w-full sm:w-auto">
        Enrol student
      </SubmitButton>
    </form>
  );
}
