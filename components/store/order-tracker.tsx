"use client";

import { useTranslations } from "next-intl";

import { useEffect, useState } from "react";
import { OrderOutcome, type TrackedOrder } from "@/components/store/order-outcome";
import type { FormState } from "@/lib/pages/form-state";

/** The poll: the order as it stands in `data.order`, or why not. */
type Follow = (order: number, paymentIntentId: string | null, confirm: boolean) => Promise<FormState<{ order: TrackedOrder }>>;

// Gentle back-off, about a minute in all; the webhook normally settles the order within a second.
const DELAYS = [1000, 1000, 1500, 2000, 2000, 3000, 3000, 4000, 5000, 5000, 6000, 6000, 8000, 8000];

/** Follows a pending order until it is paid or closed, announcing each change politely. */
export function OrderTracker({ initial, paymentIntentId, follow, student }: { initial: TrackedOrder; paymentIntentId: string | null; follow: Follow; student: string | null }) {
  const t = useTranslations("orders.outcome");
  const [order, setOrder] = useState(initial);
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(initial.status === "pending");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!polling) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (step: number) => {
      // Only the very first call asks the server to confirm with the provider.
      const result = await follow(initial.order_id, paymentIntentId, round === 0 && step === 0 && !!paymentIntentId).catch(() => null);
      if (cancelled) return;
      const current = result?.status === "success" ? result.data?.order : undefined;
      if (current) {
        setOrder(current);
        setProblem(null);
        if (current.status !== "pending") return setPolling(false);
      } else {
        setProblem(result?.message ?? t("unreachable"));
      }
      if (step >= DELAYS.length) return setPolling(false);
      timer = setTimeout(() => void poll(step + 1), DELAYS[step]);
    };
    timer = setTimeout(() => void poll(0), paymentIntentId && round === 0 ? 0 : 800);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [polling, round, follow, initial.order_id, paymentIntentId]);

  const checkAgain = () => {
    setRound((r) => r + 1);
    setPolling(true);
  };

  return <OrderOutcome order={order} polling={polling} problem={problem} student={student} afterPayment={!!paymentIntentId} onCheckAgain={checkAgain} />;
}
