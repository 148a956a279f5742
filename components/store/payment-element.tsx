"use client";

import type { Stripe, StripeElementLocale, StripeElements } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Spinner } from "@/components/store/spinner";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

type Props = {
  orderId: number; clientSecret: string; publishableKey: string; amountLabel: string;
  /** Where Stripe returns after the payment (default: the order page); it adds ?payment_intent=…. */
  returnPath?: string;
};

/**
 * Stripe's own Payment Element (cards, wallets, 3-D Secure), loaded with @stripe/stripe-js from
 * js.stripe.com on this page only ("pure": nothing is loaded until the page asks). It confirms
 * the PaymentIntent the checkout created; Stripe then returns the buyer to the order page with
 * ?payment_intent=…, where the order is confirmed against Stripe.
 */
export function PaymentElement({ orderId, clientSecret, publishableKey, amountLabel, returnPath }: Props) {
  const t = useTranslations("store.paymentElement");
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const ready = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "paying" | "unavailable">("loading");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey, { locale: locale as StripeElementLocale })
      .then((stripe) => {
        if (cancelled || !container.current) return;
        if (!stripe) return setState("unavailable");
        const elements = stripe.elements({
          clientSecret,
          locale: locale as StripeElementLocale,
          appearance: { theme: "stripe", variables: { colorPrimary: "#0369a1", borderRadius: "8px" } },
        });
        const payment = elements.create("payment", { layout: "tabs" });
        payment.on("ready", () => !cancelled && setState("ready"));
        payment.on("loaderror", () => !cancelled && setState("unavailable"));
        payment.mount(container.current);
        ready.current = { stripe, elements };
        destroy = () => payment.destroy();
      })
      .catch(() => !cancelled && setState("unavailable"));
    return () => {
      cancelled = true;
      destroy?.();
      ready.current = null;
    };
  }, [publishableKey, clientSecret, locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready.current) return;
    setState("paying");
    setError(null);
    // On success (after 3-D Secure when the bank asks for it) Stripe leaves this page for the
    // order page; an answer here is always a failure the buyer can fix.
    const { error: failed } = await ready.current.stripe.confirmPayment({
      elements: ready.current.elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath ?? `/orders/${orderId}`}` },
    });
    setError(failed?.message ?? t("failed"));
    setState("ready");
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={state === "loading" || state === "paying"}>
      <p className="text-sm text-slate-600">{t("secure")}</p>
      <div className="min-h-24 rounded-lg border border-slate-200 p-3">
        {state === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {t("loading")}
          </p>
        ) : null}
        {/* Stripe owns this element's content (its iframes); React never renders into it. */}
        <div ref={container} id="payment-element" data-testid="payment-element" />
      </div>
      {state === "unavailable" ? <FormMessage kind="error">{t("unavailable")}</FormMessage> : null}
      {error ? (
        <div role="alert">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      <button type="submit" disabled={state !== "ready"} className={buttonClasses("primary", "lg", "w-full")}>
        {state === "paying" ? t("paying") : t("pay", { amount: amountLabel })}
      </button>
    </form>
  );
}
