"use client";

import { useTranslations } from "next-intl";

import { useActionState, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Sign" with a confirmation step: a signature locks the student's dive for good. */
export function SignDiveForm({ action, summary }: { action: FormAction; summary: string }) {
  const t = useTranslations("professional.signDive");
  const [state, formAction] = useActionState(action, idleState);
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <div className="space-y-3">
      {state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      {confirming ? (
        <div
          ref={panel}
          tabIndex={-1}
          role="group"
          aria-labelledby="sign-confirm-title"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <p id="sign-confirm-title" className="font-semibold text-amber-950">
            {t("question", { summary })}
          </p>
          <p className="mt-1 text-sm text-amber-950">
            {t("text")}
          </p>
          <form action={formAction} className="mt-3 flex flex-col gap-2 sm:flex-row">
            <SubmitButton pendingLabel={t("signing")}>{t("yes")}</SubmitButton>
            <Button variant="secondary" onClick={cancel}>
              {t("cancel")}
            </Button>
          </form>
        </div>
      ) : (
        <Button ref={opener} onClick={() => setConfirming(true)} aria-haspopup="true">
          {t("open")}
        </Button>
      )}
    </div>
  );
}
