"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "@/components/admin";
import { inputClasses } from "@/components/ui/field";
import type { FormAction } from "@/lib/pages/form-state";

type Props = {
  orderId: number;
  kind: "course" | "renewal" | "seats";
  currency: string;
  /** The remaining amount as the page shows it ("$45.00 USD") and as the field's value ("45.00"). */
  maxLabel: string;
  maxValue: string;
  action: FormAction;
};

/** The refund form: amount (money, default everything left) and a required reason, confirmed in the kit's dialog. */
export function RefundDialog({ orderId, kind, currency, maxLabel, maxValue, action }: Props) {
  const t = useTranslations("adminFinance.form");
  const seats = useTranslations("centerSeats.console");
  const id = useId();
  // Everything left is the default; after a refund the page sends the new remainder.
  const [amount, setAmount] = useState(maxValue);
  useEffect(() => setAmount(maxValue), [maxValue]);
  return (
    <ConfirmDialog
      triggerLabel={t("submit")}
      title={t("title")}
      description={
        <>
          <p>{t("confirmText", { id: orderId, amount: maxLabel })}</p>
          <p className="mt-2 font-medium">{kind === "renewal" ? t("confirmFullRenewal") : kind === "seats" ? seats("confirmFull") : t("confirmFullCourse")}</p>
        </>
      }
      action={action}
      reason={{ label: t("reason"), required: true, hint: t("reasonHint"), maxLength: 500 }}
      confirmLabel={t("confirm")}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
          {t("amount", { currency })}
          <span aria-hidden="true" className="text-red-700"> *</span>
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          type="text"
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={`${id}-amount-hint`}
          className={`${inputClasses(false)} tabular-nums`}
        />
        <p id={`${id}-amount-hint`} className="text-xs text-slate-600">
          {t("amountHint", { max: maxLabel })}
        </p>
      </div>
    </ConfirmDialog>
  );
}
