import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import { refresh } from "next/cache";
import { learningBlock } from "@/app/(account)/courses/learning-data";
import { ANSWER_PREFIX, QUESTION_FIELD } from "@/components/learning/answer-fields";
import type { AttemptResultView, AttemptState, ChosenOptions } from "@/components/learning/types";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { Answer } from "@/lib/learning/schema";
import { ZAnswersBody } from "@/lib/learning/schema";
import { logger } from "@/lib/log";

// The server side of every quiz and exam form (courses, free learnings, the final exam): read the
// answers, ask for every question to be answered, validate with the API's body schema, submit
// through the service and turn its answer or its refusal into the form's state.

function readAnswers(form: FormData, chooseOne: string) {
  const chosen: ChosenOptions = {};
  const unanswered: FieldErrors = {};
  const answers: Answer[] = [];
  const ids = [...new Set(form.getAll(QUESTION_FIELD).map(String))].filter((v) => /^\d{1,10}$/.test(v));
  for (const id of ids) {
    const options = form.getAll(`${ANSWER_PREFIX}${id}`).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    chosen[id] = options;
    if (!options.length) unanswered[id] = [chooseOne];
    answers.push({ question_id: Number(id), option_ids: options });
  }
  return { answers, chosen, unanswered };
}

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

const refused = (message: string, chosen: ChosenOptions, errors: FieldErrors = {}): AttemptState => ({
  status: "invalid", message, errors, chosen, seq: Date.now(),
});

export async function runAttempt(
  userId: number,
  form: FormData,
  submit: (answers: Answer[]) => Promise<AttemptResultView>,
): Promise<AttemptState> {
  const t = await getTranslations("learning.attempt");
  const form_ = await getTranslations("common.form");
  const { answers, chosen, unanswered } = readAnswers(form, t("chooseOne"));
  const blocked = await learningBlock(userId);
  if (blocked) return refused(blocked, chosen);
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
    return { status: "submitted", result, chosen, seq: Date.now() };
  } catch (e) {
    if (!(e instanceof AppError)) {
      logger.error("attempt submission failed", { error: (e as Error)?.message });
      return refused(form_("serverError"), chosen);
    }
    if (e.code === "validation" && e.extra.fields) {
      const { errors, general } = byQuestion(await pageFields(e.extra.fields), answers);
      return refused(general[0] ?? t("correctQuestions"), chosen, errors);
    }
    // The log expired, the exam closed or ran out of attempts meanwhile: show the page as it is now.
    refresh();
    return refused(await pageMessage(e.message), chosen);
  }
}
