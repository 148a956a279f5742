"use client";

import { useTranslations } from "next-intl";

import { useActionState, useId } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = {
  /** The confirmation, bound to this course log and skill. */
  action: FormAction;
  skillName: string;
  /** Why the diver cannot confirm yet (the button is then disabled and explains itself). */
  blockedReason?: string;
  /** Already confirmed: only the answer of the confirmation just made (if any) stays. */
  confirmed: boolean;
};

/** The diver's signature on a skill the instructor signed. */
export function ConfirmSkillForm({ action, skillName, blockedReason, confirmed }: Props) {
  const t = useTranslations("learning.skills");
  const [state, formAction] = useActionState(action, idleState);
  const reasonId = useId();
  // Kept mounted after the page refreshes with the new signature, so the answer is still read out.
  if (confirmed) return state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null;
  if (blockedReason) {
    return (
      <div className="space-y-1.5">
        <Button variant="secondary" size="sm" disabled aria-describedby={reasonId} aria-label={t("confirmSkill", { skill: skillName })}>
          {t("confirm")}
        </Button>
        <p id={reasonId} className="text-xs text-slate-600">
          {blockedReason}
        </p>
      </div>
    );
  }
  return (
    <form action={formAction} className="space-y-2">
      <SubmitButton size="sm" pendingLabel={t("confirming")} className="w-full sm:w-auto">
        <span aria-hidden="true">{t("confirm")}</span>
        <span className="sr-only">{t("confirmSkill", { skill: skillName })}</span>
      </SubmitButton>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
    </form>
  );
}
