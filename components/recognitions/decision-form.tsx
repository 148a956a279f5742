"use client";

import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

/** Staff controls under a pending request: approve with a course, or reject with a reason. */
export function DecisionForm({ id, action, courses }: { id: number; action: ProAction; courses: SelectOption[] }) {
  const [state, formAction] = useActionState(action, idleProState);
  const errors = state.fields;
  return (
    <form key={state.seq} action={formAction} noValidate className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="id" value={id} />
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <SelectField id={`course-${id}`} name="course" label="Equivalent course" options={courses} placeholder="Choose a course" defaultValue={state.values?.course} error={errors?.course} />
          <SubmitButton name="decision" value="approve" pendingLabel="Working…" className="w-full sm:w-auto">
            Approve and issue
          </SubmitButton>
        </div>
        <div className="space-y-3">
          <Field id={`reason-${id}`} name="reason" label="Reason for rejecting" defaultValue={state.values?.reason} error={errors?.reason} maxLength={1000} />
          <SubmitButton name="decision" value="reject" variant="danger" pendingLabel="Working…" className="w-full sm:w-auto">
            Reject
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
