"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { AttemptReview } from "@/components/learning/attempt-review";
import { AttemptSummary } from "@/components/learning/attempt-summary";
import { QuestionFieldset } from "@/components/learning/question-fieldset";
import type { AttemptData, QuestionView } from "@/components/learning/types";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction } from "@/lib/pages/form-state";

type Props = {
  /** The attempt action, bound to what is answered (course log, module). */
  action: FormAction<AttemptData>;
  questions: QuestionView[];
  kind: "quiz" | "exam";
  passMark: number;
  back: { href: string; label: string };
  /** No more attempts are taken (an exam passed or out of attempts): `closedView` replaces the form. */
  closed?: boolean;
  closedView?: ReactNode;
};

/** A quiz or the exam: answer, submit through the server action, then the result and review. */
export function AttemptForm({ action, questions: current, kind, passMark, back, closed, closedView }: Props) {
  const t = useTranslations("learning.attempt");
  const [state, formAction] = useActionState(action, idleState);
  // The questions as first shown: an exam's page stops listing them once it closes, and the
  // review of the attempt that closed it still needs their text.
  const [questions] = useState(current);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const seq = state.seq ?? 0;
  const result = state.status === "success" ? state.data?.result : undefined;
  const showResult = !!result && dismissed !== seq;

  useEffect(() => {
    if (state.status === "success") resultRef.current?.focus();
    if (state.status === "error") errorRef.current?.focus();
  }, [state.status, seq]);

  // "Try again": back to the top of a fresh form.
  useEffect(() => {
    if (dismissed !== null) formRef.current?.scrollIntoView({ block: "start" });
  }, [dismissed]);

  if (result && showResult) {
    const chosen = state.data?.chosen ?? {};
    const canRetry = kind === "quiz" || (!result.passed && (result.attempts_left ?? 0) > 0);
    return (
      <div className="space-y-6">
        <AttemptSummary result={result} passMark={passMark} kind={kind} headingRef={resultRef} />
        <AttemptReview questions={questions} review={result.review} chosen={chosen} />
        <div className="flex flex-col gap-3 sm:flex-row">
          {canRetry ? (
            <Button onClick={() => setDismissed(seq)}>{t("retry")}</Button>
          ) : null}
          <Link href={back.href} className={buttonClasses("secondary")}>
            {back.label}
          </Link>
        </div>
      </div>
    );
  }

  if (closed) return <>{closedView}</>;
  const invalid = state.status === "error" ? state : null;
  return (
    <form ref={formRef} key={seq} action={formAction} noValidate className="space-y-4" aria-label={kind === "exam" ? t("exam") : t("quiz")}>
      {invalid ? (
        <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
          <FormMessage kind="error" title={t("notSubmitted")}>
            {invalid.message}
          </FormMessage>
        </div>
      ) : null}
      {questions.map((q, i) => (
        <QuestionFieldset key={q.id} question={q} number={i + 1} total={questions.length} chosen={invalid?.data?.chosen[String(q.id)]} error={invalid?.fields?.[String(q.id)]} />
      ))}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center">
        <SubmitButton pendingLabel={t("submitting")} size="lg">
          {kind === "exam" ? t("submitExam") : t("submit")}
        </SubmitButton>
        <Link href={back.href} className={buttonClasses("ghost")}>
          {back.label}
        </Link>
      </div>
    </form>
  );
}
