"use client";

import Script from "next/script";
import { useRef, useState, type FormEvent } from "react";
import { Spinner } from "@/components/store/spinner";
import { buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

// Real Stripe: the Payment Element comes from Stripe's own script (js.stripe.com), which cannot
// be bundled. Only the little of its API used here is typed.
type Elements = { create(type: "payment"): { mount(el: HTMLElement): void } };
type StripeJs = {
  elements(options: { clientSecret: string }): Elements;
  confirmPayment(options: { elements: Elements; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
};
type StripeFactory = (publishableKey: string) => StripeJs;

export function StripePayment({ orderId, clientSecret, publishableKey, amountLabel }: { orderId: number; clientSecret: string; publishableKey: string; amountLabel: string }) {
  const container = useRef<HTMLDivElement>(null);
  const ready = useRef<{ stripe: StripeJs; elements: Elements } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "paying" | "unavailable">("loading");
  const [error, setError] = useState<string | null>(null);

  function mount() {
    const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (!factory || !container.current || ready.current) return;
    const stripe = factory(publishableKey);
    const elements = stripe.elements({ clientSecret });
    elements.create("payment").mount(container.current);
    ready.current = { stripe, elements };
    setState("ready");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready.current) return;
    setState("paying");
    setError(null);
    // Stripe returns the buyer to the order page with ?payment_intent=… on success.
    const { error: failed } = await ready.current.stripe.confirmPayment({
      elements: ready.current.elements,
      confirmParams: { return_url: `${window.location.origin}/orders/${orderId}` },
    });
    setError(failed?.message ?? "The payment could not be completed.");
    setState("ready");
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Script src="https://js.stripe.com/v3" strategy="afterInteractive" onReady={mount} onError={() => setState("unavailable")} />
      <p className="text-sm text-slate-600">
        Card details are entered in Stripe&apos;s secure Payment Element, loaded from js.stripe.com. They never reach DiveCert&apos;s servers.
      </p>
      <div className="min-h-24 rounded-lg border border-slate-200 p-3">
        {state === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> Loading Stripe…
          </p>
        ) : null}
        {/* Stripe owns this element's content; React never renders into it. */}
        <div ref={container} id="payment-element" />
      </div>
      {state === "unavailable" ? <FormMessage kind="error">Stripe&apos;s payment form could not be loaded from js.stripe.com. Please try again later.</FormMessage> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" disabled={state !== "ready"} className={buttonClasses("primary", "lg", "w-full")}>
        {state === "paying" ? "Paying…" : `Pay ${amountLabel}`}
      </button>
    </form>
  );
}
