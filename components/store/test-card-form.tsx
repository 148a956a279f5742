"use client";

import { useTranslations } from "next-intl";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { CardField } from "@/components/store/card-field";
import { cardErrors, digitsOf, expiryParts, formatCardNumber, formatExpiry, type CardErrors, type CardValues } from "@/components/store/card-input";
import { confirmWithEmulator } from "@/components/store/confirm-intent";
import { Spinner } from "@/components/store/spinner";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINES = "4000 0000 0000 0002";

type Props = {
  orderId: number; paymentIntentId: string; clientSecret: string; publishableKey: string; amountLabel: string;
  /** Where to go after the payment (default: the order page), with ?payment_intent=… added. */
  returnPath?: string;
};

/**
 * The emulator's card form. It confirms the PaymentIntent from the browser exactly as Stripe.js
 * would (publishable key + client secret); the server then learns the outcome from the webhook.
 */
export function TestCardForm({ orderId, paymentIntentId, clientSecret, publishableKey, amountLabel, returnPath }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<CardValues>({ number: "", expiry: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const t = useTranslations("store.testCard");
  const tPayment = useTranslations("store.paymentElement");
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CardValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const fill = (number: string) => setValues((v) => ({ number, expiry: v.expiry || "12 / 34", cvc: v.cvc || "123", name: v.name || "Test Diver" }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = cardErrors(values);
    setErrors(found);
    setFailure(null);
    const invalid = (["number", "expiry", "cvc", "name"] as const).find((k) => found[k]);
    if (invalid) return document.getElementById(`card-${invalid}`)?.focus();
    setBusy(true);
    const outcome = await confirmWithEmulator({
      paymentIntentId, clientSecret, publishableKey,
      card: { number: digitsOf(values.number), expiry: expiryParts(values.expiry)!, cvc: values.cvc.trim(), name: values.name.trim() },
      texts: { unreachable: tPayment("unreachable"), notCompleted: tPayment("notCompleted") },
    });
    if (outcome.kind === "succeeded" || outcome.kind === "settled") {
      const back = returnPath ?? `/orders/${orderId}`;
      router.push(`${back}${back.includes("?") ? "&" : "?"}payment_intent=${encodeURIComponent(paymentIntentId)}`);
      return;
    }
    setBusy(false);
    setFailure(
      outcome.kind === "declined"
        ? { title: t("declined"), detail: t("declinedText") }
        : { title: t("failed"), detail: outcome.message },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby="test-cards">
      <div id="test-cards" className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">{t("title")}</p>
        <p className="mt-1">
          {t.rich("help", {
            succeeds: () => <span className="font-mono whitespace-nowrap">{SUCCEEDS}</span>,
            declines: () => <span className="font-mono whitespace-nowrap">{DECLINES}</span>,
          })}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" onClick={() => fill(SUCCEEDS)} className={buttonClasses("secondary", "sm")}>
            {t("fillSuccess")}
          </button>
          <button type="button" onClick={() => fill(DECLINES)} className={buttonClasses("secondary", "sm")}>
            {t("fillDecline")}
          </button>
        </div>
      </div>
      <CardField
        id="card-number" label={t("number")} name="cardnumber" autoComplete="cc-number" inputMode="numeric" placeholder={SUCCEEDS}
        value={values.number} onChange={(e) => set("number", formatCardNumber(e.target.value))} error={errors.number && t(`errors.${errors.number}`)}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id="card-expiry" label={t("expiry")} name="exp-date" autoComplete="cc-exp" inputMode="numeric" placeholder="12 / 34"
          value={values.expiry} onChange={(e) => set("expiry", formatExpiry(e.target.value))} error={errors.expiry && t(`errors.${errors.expiry}`)}
        />
        <CardField
          id="card-cvc" label={t("cvc")} name="cvc" autoComplete="cc-csc" inputMode="numeric" placeholder="123" maxLength={4}
          value={values.cvc} onChange={(e) => set("cvc", digitsOf(e.target.value))} error={errors.cvc && t(`errors.${errors.cvc}`)}
        />
      </div>
      <CardField
        id="card-name" label={t("name")} name="ccname" autoComplete="cc-name" placeholder={t("namePlaceholder")}
        value={values.name} onChange={(e) => set("name", e.target.value)} error={errors.name && t(`errors.${errors.name}`)}
      />
      {failure ? <FormMessage kind="error" title={failure.title}>{failure.detail}</FormMessage> : null}
      <button type="submit" disabled={busy} aria-disabled={busy} className={buttonClasses("primary", "lg", "w-full")}>
        {busy ? (
          <>
            <Spinner className="size-4" />
            <span>{t("paying")}</span>
          </>
        ) : (
          t("pay", { amount: amountLabel })
        )}
      </button>
    </form>
  );
}
