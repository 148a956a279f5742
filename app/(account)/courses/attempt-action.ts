import { pageFields } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { refresh } from "next/cache";
import { readAnswers } from "@/components/learning/answer-fields";
import type { AttemptData, AttemptResultView, ChosenOptions } from "@/components/learning/types";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { Answer } from "@/lib/learning/schema";
import { ZAnswersBody } from "@/lib/learning/schema";
import { failureState } from "@/lib/pages/action-errors";
import type { FormState } from "@/lib/pages/form-state";

// The handler of every quiz and exam form (courses, free learnings, the final exam), behind the
// action kernel's door: read the answers, ask for every question to be answered, validate with
// the API's body schema, submit through the service and turn its answer or its refusal into the
// form's state (the result, or the errors by question, with the options chosen kept in `data`).

/** `answers.2.option_ids` → the id of the third question; anything else is a general error. */
function byQuestion(fields: FieldErrors, answers: Answer[]) {
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const index = /^answers\.(\d+)(\.|$)/.exec(key)?.[1];
    const question = index === undefined ? undefined : answers[Number(index)]?.question_id;
    if (question === undefined) general.push(...messages);
    else (errors[String(question)] ??= []).push(...messages);
  }
  return { errors, general };
}

/** Not submitted: why, the questions' errors (by question id) and the options chosen, to show again. */
const refused = (message: string, chosen: ChosenOptions, fields: FieldErrors = {}): FormState<AttemptData> => ({
  status: "error", code: "validation", message, fields, data: { chosen }, seq: Date.now(),
});

export async function runAttempt(form: FormData | undefined, submit: (answers: Answer[]) => Promise<AttemptResultView>): Promise<FormState<AttemptData>> {
  const t = await getTranslations("learning.attempt");
  const { answers, chosen, unanswered } = readAnswers(form ?? new FormData(), t("chooseOne"));
  const missing = Object.keys(unanswered).length;
  if (missing) return refused(t("unanswered", { count: missing }), chosen, unanswered);
  const parsed = ZAnswersBody.safeParse({ answers });
  if (!parsed.success) {
    const { errors, general } = byQuestion(await pageFields(fieldErrorsOf(parsed.error)), answers);
    return refused(general[0] ?? t("correctQuestions"), chosen, errors);
  }
  try {
    const result = await submit(parsed.data.answers);
    refresh();
    return { status: "success", data: { result, chosen }, seq: Date.now() };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === "validation" && e.extra.fields) {
      const { errors, general } = byQuestion(await pageFields(e.extra.fields), answers);
      return refused(general[0] ?? t("correctQuestions"), chosen, errors);
    }
    // The log expired, the exam closed or ran out of attempts meanwhile: show the page as it is now.
    refresh();
    return { ...(await failureState<AttemptData>(e)), data: { chosen } };
  }
}

/**
 * A 422 answered to a form with no field to show it under (a single button): its reasons become
 * the refusal's message (the first one, or all of them in a row).
 */
export function reasonsAsMessage(e: unknown, all = false): unknown {
  if (!(e instanceof AppError) || e.code !== "validation" || !e.extra.fields) return e;
  const reasons = Object.values(e.extra.fields).flat();
  if (!reasons.length) return e;
  return new AppError("validation", all ? reasons.join(" ") : reasons[0]!);
}
