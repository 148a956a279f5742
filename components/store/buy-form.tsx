"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { PurchaseMessage } from "@/components/store/purchase-message";
import type { PurchaseData } from "@/components/store/types";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

/** "Buy" (`action` bound to what is bought): the server starts the checkout and moves on to the payment page; refusals show here. */
export function BuyForm({ action, label, disabled }: { action: FormAction<PurchaseData>; label: string; disabled?: boolean }) {
  const t = useTranslations("store");
  const [state, formAction] = useActionState(action, idleState);
  return (
    <form action={formAction} className="space-y-3" aria-describedby={state.status === "error" ? "buy-error" : undefined}>
      {disabled ? (
        <button type="button" disabled className="inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-300 px-6 font-semibold text-slate-600">
          {label}
        </button>
      ) : (
        <SubmitButton size="lg" fullWidth pendingLabel={t("preparing")}>
          {label}
        </SubmitButton>
      )}
      <PurchaseMessage state={state} id="buy-error" />
    </form>
  );
}
