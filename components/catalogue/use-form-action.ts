"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import type { CatalogueState } from "@/app/(console)/admin/courses/actions";

/**
 * A server action run from onSubmit (not the form's action prop), so React does not reset the
 * fields when the answer is a list of errors: what staff typed stays to be corrected.
 */
export function useFormAction(action: (prev: CatalogueState, form: FormData) => Promise<CatalogueState>) {
  const [state, run, pending] = useActionState<CatalogueState, FormData>(action, {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => run(data));
  };
  return { state, onSubmit, pending, fields: state.fields ?? {} };
}
