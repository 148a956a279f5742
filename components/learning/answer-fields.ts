import type { ChosenOptions } from "@/components/learning/types";
import type { FieldErrors } from "@/lib/api/errors";
import type { Answer } from "@/lib/learning/schema";

// Form field names shared by the quiz form (client) and the attempt action (server), and the
// reading of a submitted form: the action on the server, the form itself offline (the answers
// then wait on the device as a quiz.submit operation in the API's shape).

/** One hidden field per question, so an unanswered question is still known to the server. */
export const QUESTION_FIELD = "question";
/** The options chosen for question 12 are sent as `answer-12` (one value per option). */
export const ANSWER_PREFIX = "answer-";

/** The answers in the API's shape, the options chosen by question, and each unanswered question with `chooseOne`. */
export function readAnswers(form: FormData, chooseOne: string) {
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
