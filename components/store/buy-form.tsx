"use client";

import { useTranslations } from "next-intl";

import { useActionState } from "react";
import { PurchaseMessage } from "@/components/store/purchase-message";
import { idleStoreState, type StoreFormState } from "@/components/store/types";
import { SubmitButton } from "@/components/ui/submit-button";

type Action = (prev: StoreFormState, form: FormData) => Promise<StoreFormState>;

/** "Buy": the server starts the checkout and moves on to the payment page; refusals show here. */
export function BuyForm({ action, course, label, disabled }: { action: Action; course: string; label: string; disabled?: boolean }) {
  const t = useTranslations("store");
  const [state, formAction] = useActionState(action, idleStoreState);
  return (
    <form action={formAction} className="space-y-3" aria-describedby={state.status === "error" ? "buy-error" : undefined}>
      <input type="hidden" name="course" value={course} />
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
