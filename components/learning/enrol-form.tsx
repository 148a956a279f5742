"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** `action` is the enrolment bound to this free learning. */
type Props = { action: FormAction; name: string };

/** "Enrol" on a free learning; success moves on to its page, a refusal is shown in place. */
export function EnrolForm({ action, name }: Props) {
  const t = useTranslations("learning.free");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-2">
      <SubmitButton pendingLabel={t("enrolling")} fullWidth>
        <span aria-hidden="true">{t("enrol")}</span>
        <span className="sr-only">Enrol in {name}</span>
      </SubmitButton>
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
    </form>
  );
}
