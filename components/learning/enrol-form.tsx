"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { initialActionState, type ActionState } from "@/components/learning/types";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

type Props = { action: (prev: ActionState, form: FormData) => Promise<ActionState>; learning: string; name: string };

/** "Enrol" on a free learning; success moves on to its page, a refusal is shown in place. */
export function EnrolForm({ action, learning, name }: Props) {
  const t = useTranslations("learning.free");
  const [state, formAction] = useActionState(action, initialActionState);
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="learning" value={learning} />
      <SubmitButton pendingLabel={t("enrolling")} fullWidth>
        <span aria-hidden="true">{t("enrol")}</span>
        <span className="sr-only">Enrol in {name}</span>
      </SubmitButton>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
    </form>
  );
}
