"use client";

import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";

/** Picks one of the professional's students of this course; "full" and other refusals show above. */
export function AddStudentForm({ action, candidates, full }: { action: ProAction; candidates: SelectOption[]; full: boolean }) {
  const [state, formAction] = useActionState(action, idleProState);
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-3">
      {state.message ? <FormMessage kind={state.status === "error" ? "error" : "success"}>{state.message}</FormMessage> : null}
      {full ? <FormMessage kind="info">The classroom is full. Remove a student or raise the capacity to add another.</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          name="log_code"
          label="Student"
          options={candidates}
          placeholder={candidates.length ? "Choose a student" : "No other students in this course"}
          hint="Your students enrolled in this classroom's course."
          className="flex-1"
          error={state.fields?.log_code}
        />
        <SubmitButton pendingLabel="Adding…" className="sm:mb-6">
          Add student
        </SubmitButton>
      </div>
    </form>
  );
}

export function RemoveStudentButton({ action, name }: { action: ProAction; name: string }) {
  const [state, formAction] = useActionState(action, idleProState);
  return (
    <form action={formAction} className="shrink-0">
      <SubmitButton variant="secondary" size="sm" pendingLabel="Removing…">
        Remove<span className="sr-only"> {name}</span>
      </SubmitButton>
      {state.status === "error" ? <p className="mt-1 text-xs text-red-700">{state.message}</p> : null}
    </form>
  );
}
