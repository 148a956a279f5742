"use client";

import { useTranslations } from "next-intl";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState, type ReactNode } from "react";
import { readAnswers } from "@/components/learning/answer-fields";
import { AttemptReview } from "@/components/learning/attempt-review";
import { AttemptSummary } from "@/components/learning/attempt-summary";
import { QuestionFieldset } from "@/components/learning/question-fieldset";
import type { AttemptData, QuestionView } from "@/components/learning/types";
import { offlineNow, queueQuiz, unreachable, type QuizOnDevice } from "@/lib/offline/writes";
import { PendingQuizNotice } from "@/components/offline/pending-quiz";
import { requestSync, useOnline, usePendingOperations } from "@/components/offline/use-offline";
import { usePageAccount } from "@/components/offline/use-page-account";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { idleState, type FormAction, type FormState } from "@/lib/pages/form-state";

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
  /**
   * A module quiz answered while the server cannot be reached waits on the device (a quiz.submit
   * operation) and is scored when it arrives (decision 0049); without it (the final exam) the
   * form says it needs a connection.
   */
  offline?: QuizOnDevice;
};

/** The attempt's state; `queued` is the op_id of answers kept on the device instead of sent. */
type State = FormState<AttemptData & { queued?: string }>;

/** A quiz or the exam: answer, submit through the server action, then the result and review. */
export function AttemptForm({ action, questions: current, kind, passMark, back, closed, closedView, offline }: Props) {
  const t = useTranslations("learning.attempt");
  const tw = useTranslations("offlineWrites.quiz");
  const online = useOnline();
  const account = usePageAccount();
  const waiting = usePendingOperations(offline ? account : "", offline ? { path: offline.path } : undefined);

  const run = async (prev: State, form: FormData): Promise<State> => {
    if (!offlineNow()) {
      try {
        return await action(prev, form);
      } catch (e) {
        if (!unreachable(e)) throw e;
      }
    }
    const { answers, chosen, unanswered } = readAnswers(form, t("chooseOne"));
    const refused = (code: string, message: string, fields?: Record<string, string[]>): State => ({ status: "error", code, message, fields, data: { chosen }, seq: Date.now() });
    if (!offline || !account) return refused("offline", kind === "exam" ? tw("examOnline") : tw("needsConnection"));
    const missing = Object.keys(unanswered).length;
    if (missing) return refused("validation", t("unanswered", { count: missing }), unanswered);
    let queued: string;
    try {
      queued = (await queueQuiz(account, offline, answers)).op_id;
    } catch {
      return refused("unavailable", tw("notKept"));
    }
    requestSync(account);
    return { status: "success", code: "queued", data: { chosen, queued }, seq: Date.now() };
  };
  const [state, formAction] = useActionState(run, idleState as State);
  // Answers of this quiz waiting on the device: the notice instead of the form until they are sent
  // (the ones just queued count until the device's list has them, so the form does not flash back).
  const queued = state.data?.queued;
  const seenQueued = useRef<string | undefined>(undefined);
  if (queued && waiting?.some((op) => op.op_id === queued)) seenQueued.current = queued;
  const waits = !!offline && (!!waiting?.length || (!!queued && seenQueued.current !== queued));
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

  if (waits) {
    return (
      <PendingQuizNotice>
        <Link href={back.href} className={`${buttonClasses("secondary")} mt-4`}>
          {back.label}
        </Link>
      </PendingQuizNotice>
    );
  }

  if (closed) return <>{closedView}</>;
  const invalid = state.status === "error" ? state : null;
  return (
    <form ref={formRef} key={seq} action={formAction} noValidate className="space-y-4" aria-label={kind === "exam" ? t("exam") : t("quiz")}>
      {online ? null : (
        <FormMessage kind="info" title={tw("offlineTitle")}>
          {offline ? tw("offlineQuiz") : kind === "exam" ? tw("examOnline") : tw("needsConnection")}
        </FormMessage>
      )}
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
