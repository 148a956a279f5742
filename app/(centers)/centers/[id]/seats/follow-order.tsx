"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import type { FormState } from "@/lib/pages/form-state";

type Confirm = (center: number, order: number) => Promise<FormState<{ paid: boolean }>>;

// About half a minute in all; the webhook normally settles the order within a second.
const DELAYS = [0, 1000, 1500, 2000, 3000, 4000, 5000, 6000, 8000];

/** Back from the payment: confirms the order (once paid, the seats are added) and shows the new balance. */
export function FollowOrder({ centerId, orderId, confirm }: { centerId: number; orderId: number; confirm: Confirm }) {
  const t = useTranslations("centerSeats.buy");
  const router = useRouter();
  const [state, setState] = useState<{ kind: "waiting" | "done" | "failed"; message?: string }>({ kind: "waiting" });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = async (n: number) => {
      const result = await confirm(centerId, orderId).catch(() => null);
      if (cancelled) return;
      if (result?.status === "success" && result.data?.paid) {
        setState({ kind: "done", message: result.message });
        router.refresh();
        return;
      }
      if (result?.status === "error" || n + 1 >= DELAYS.length) return setState({ kind: "failed", message: result?.status === "error" ? result.message : undefined });
      timer = setTimeout(() => void step(n + 1), DELAYS[n + 1]);
    };
    void step(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [centerId, orderId, confirm, router]);

  return (
    <div role="status" aria-live="polite" className="mb-6">
      {state.kind === "waiting" ? <FormMessage kind="info">{t("confirming", { order: orderId })}</FormMessage> : null}
      {state.kind === "done" ? <FormMessage kind="success">{state.message}</FormMessage> : null}
      {state.kind === "failed" ? <FormMessage kind="warning">{state.message ?? t("notYet", { order: orderId })}</FormMessage> : null}
    </div>
  );
}
