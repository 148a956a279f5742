"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import type { FormState } from "@/lib/pages/form-state";

type Confirm = (center: number, order: number) => Promise<FormState<{ paid: boolean }>>;

// About half a minute in all; the webhook normally settles the order within a second.
const DELAYS = [0, 1000, 1500, 2000, 3000, 4000, 5000, 6000, 8000];

/**
 * Back from the payment (`?order=…&payment_intent=…`): confirms the order (once paid, the seats are
 * added) and shows the new balance. Once the order is paid the query is dropped from the address
 * (a reload or a later action does not confirm again) and the page refreshes; the page renders this
 * component on every render, so the banner survives that refresh, and it goes with the next form
 * the user sends. One live region: the FormMessage (its kind changes, the element stays).
 */
export function FollowOrder({ centerId, orderId, path, confirm }: { centerId: number; orderId: number | null; path: string; confirm: Confirm }) {
  const t = useTranslations("centerSeats.buy");
  const router = useRouter();
  const [state, setState] = useState<{ kind: "idle" | "waiting" | "done" | "failed"; order?: number; message?: string }>(orderId ? { kind: "waiting", order: orderId } : { kind: "idle" });

  useEffect(() => {
    if (orderId === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: { kind: "done" | "failed"; message?: string }) => {
      setState({ ...next, order: orderId });
      if (next.kind !== "done") return; // "not confirmed yet … reload this page": the query stays for that reload
      window.history.replaceState(null, "", path);
      router.refresh();
    };
    const step = async (n: number) => {
      const result = await confirm(centerId, orderId).catch(() => null);
      if (cancelled) return;
      if (result?.status === "success" && result.data?.paid) return settle({ kind: "done", message: result.message });
      if (result?.status === "error" || n + 1 >= DELAYS.length) return settle({ kind: "failed", message: result?.status === "error" ? result.message : undefined });
      timer = setTimeout(() => void step(n + 1), DELAYS[n + 1]);
    };
    void step(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [centerId, orderId, path, confirm, router]);

  // The banner belongs to the payment only: the next form sent on the page (assign, give back, buy) ends it.
  const settled = state.kind === "done" || state.kind === "failed";
  useEffect(() => {
    if (!settled) return;
    const end = () => setState((s) => ({ kind: "idle", order: s.order }));
    document.addEventListener("submit", end, { capture: true });
    return () => document.removeEventListener("submit", end, { capture: true });
  }, [settled]);

  // A new order in the address (back from another payment) starts over.
  const shown = orderId !== null && state.order !== orderId ? { kind: "waiting" as const, order: orderId } : state;
  if (shown.kind === "idle") return null;
  const text =
    shown.kind === "waiting" ? t("confirming", { order: shown.order ?? 0 }) : shown.kind === "done" ? shown.message : (shown.message ?? t("notYet", { order: shown.order ?? 0 }));
  return (
    <FormMessage kind={shown.kind === "waiting" ? "info" : shown.kind === "done" ? "success" : "warning"} className="mb-6">
      {text}
    </FormMessage>
  );
}
