"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePageAccount } from "@/components/offline/use-page-account";
import { usePendingOperations } from "@/components/offline/use-offline";
import { WaitingBadge } from "@/components/offline/waiting-badge";

/** "Your answers are saved on this device and will be scored when you're back online." */
export function PendingQuizNotice({ children }: { children?: ReactNode }) {
  const t = useTranslations("offlineWrites.quiz");
  return (
    <div role="status" data-sync-state="pending" className="rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{t("title")}</p>
        <WaitingBadge />
      </div>
      <p className="mt-1 text-sm text-slate-700">{t("text")}</p>
      {children}
    </div>
  );
}

/**
 * A quiz's answers given offline, waiting on this device to be sent and scored: shown on the
 * quiz's module page (the quiz page shows it in place of its form). `path` is the quiz page's.
 */
export function PendingQuiz({ path }: { path: string }) {
  const account = usePageAccount();
  const waiting = usePendingOperations(account, { path });
  if (!waiting?.some((op) => op.type === "quiz.submit" || op.type === "free_learning_quiz.submit")) return null;
  return <PendingQuizNotice />;
}
