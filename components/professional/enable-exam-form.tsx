"use client";

import { useActionState } from "react";
import { idleProState, type ProAction } from "@/components/professional/form-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

export function EnableExamForm({ action }: { action: ProAction }) {
  const [state, formAction] = useActionState(action, idleProState);
  return (
    <form action={formAction} className="space-y-3">
      <p className="text-sm text-slate-700">When the student is ready, enable the exam. It opens once every module quiz is passed.</p>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
      <SubmitButton pendingLabel="Enabling…">Enable exam</SubmitButton>
    </form>
  );
}
