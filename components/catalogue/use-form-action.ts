"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/**
 * A server action run from onSubmit (not the form's action prop), so React does not reset the
 * fields when the answer is a list of errors: what staff typed stays to be corrected.
 */
export function useFormAction(action: FormAction) {
  const [state, run, pending] = useActionState(action, idleState);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => run(data));
  };
  return { state, onSubmit, pending, fields: state.fields ?? {} };
}
