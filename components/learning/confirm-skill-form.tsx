"use client";

import { useTranslations } from "next-intl";

import { useActionState, useId } from "react";
import type { ActionState } from "@/components/learning/types";
import { initialActionState } from "@/components/learning/types";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

type Props = {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  logCode: string;
  skillId: number;
  skillName: string;
  /** Why the diver cannot confirm yet (the button is then disabled and explains itself). */
  blockedReason?: string;
  /** Already confirmed: only the answer of the confirmation just made (if any) stays. */
  confirmed: boolean;
};

/** The diver's signature on a skill the instructor signed. */
export function ConfirmSkillForm({ action, logCode, skillId, skillName, blockedReason, confirmed }: Props) {
  const t = useTranslations("learning.skills");
  const [state, formAction] = useActionState(action, initialActionState);
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
      <input type="hidden" name="log_code" value={logCode} />
      <input type="hidden" name="skill_id" value={skillId} />
      <SubmitButton size="sm" pendingLabel={t("confirming")} className="w-full sm:w-auto">
        <span aria-hidden="true">{t("confirm")}</span>
        <span className="sr-only">{t("confirmSkill", { skill: skillName })}</span>
      </SubmitButton>
      {state.message ? <FormMessage kind={state.status === "success" ? "success" : "error"}>{state.message}</FormMessage> : null}
    </form>
  );
}
