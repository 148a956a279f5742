"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { PaymentElement } from "@/components/store/payment-element";
import { TestCardForm } from "@/components/store/test-card-form";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { SeatCourseOption } from "@/lib/center-seats/seat-page-data";
import { idleState, type FormAction } from "@/lib/pages/form-state";
import { formatMoney } from "@/lib/store/money";
import { priceWithVat } from "@/lib/store/pricing";
import type { PaymentIntentRecord } from "@/lib/store/schema";

type Props = {
  action: FormAction<{ intent: PaymentIntentRecord }>;
  courses: SeatCourseOption[];
  /** The page to come back to after the payment (the seats page). */
  returnPath: string;
  publishableKey: string;
  /** Stripe's Payment Element (a publishable key is configured); else the emulator's test-card form. */
  paymentElement: boolean;
};

/**
 * "Buy seats": a course and a quantity, the amount with the center's VAT shown as it is typed (the
 * server computes it again), then the store's own payment form for the order's intent.
 */
export function BuySeats({ action, courses, returnPath, publishableKey, paymentElement }: Props) {
  const t = useTranslations("centerSeats.buy");
  const locale = useLocale();
  const [state, formAction] = useActionState(action, idleState);
  const [code, setCode] = useState(state.values?.course ?? courses[0]?.code ?? "");
  const [quantity, setQuantity] = useState(state.values?.quantity ?? "1");
  const course = courses.find((c) => c.code === code);
  const count = /^\d{1,3}$/.test(quantity) ? Number(quantity) : 0;
  const intent = state.status === "success" ? state.data?.intent : undefined;

  if (intent) {
    const amount = `${formatMoney(intent.amount, intent.currency, locale)} ${intent.currency}`;
    const back = `${returnPath}?order=${intent.order_id}`;
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t("paying", { order: intent.order_id, amount })}</p>
        {paymentElement ? (
          <PaymentElement orderId={intent.order_id} clientSecret={intent.client_secret} publishableKey={publishableKey} amountLabel={amount} returnPath={back} />
        ) : (
          <TestCardForm orderId={intent.order_id} paymentIntentId={intent.payment_intent_id} clientSecret={intent.client_secret} publishableKey={publishableKey} amountLabel={amount} returnPath={back} />
        )}
      </div>
    );
  }

  if (!courses.length) return <p className="text-sm text-slate-700">{t("none")}</p>;
  return (
    <form key={state.seq} action={formAction} noValidate className="space-y-4">
      {state.status === "error" && state.message ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="grid gap-4">
        <SelectField
          name="course" label={t("course")} required defaultValue={code} onChange={(e) => setCode(e.target.value)} error={state.fields?.course}
          options={courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) · ${formatMoney(c.price, c.currency, locale)}` }))}
        />
        <Field
          name="quantity" type="number" inputMode="numeric" min={1} max={500} label={t("quantity")} required
          defaultValue={quantity} onChange={(e) => setQuantity(e.target.value)} error={state.fields?.quantity}
        />
      </div>
      <input type="hidden" name="currency" value={course?.currency ?? "USD"} />
      {course && count >= 1 && count <= 500 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite" data-testid="seat-amount">
          {t("amount", {
            amount: `${formatMoney(priceWithVat(course.price * count, course.vatRate), course.currency, locale)} ${course.currency}`,
            count,
            rate: course.vatRate,
          })}
        </p>
      ) : null}
      <SubmitButton pendingLabel={t("preparing")} className="w-full sm:w-auto">
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
