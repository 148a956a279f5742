import type { FieldErrors } from "@/lib/api/errors";
import type { Answer } from "@/lib/learning/schema";

// Scoring of a quiz or exam attempt, the one place it happens (quizzes, free learnings, exams
// and offline sync all come here). Pure: the caller loads the questions and stores the result.

export type ScoredQuestion = {
  id: number;
  type: "single" | "multiple";
  options: { id: number; isCorrect: boolean }[];
};

export type ReviewItem = { question_id: number; correct: boolean; correct_option_ids: number[] };

export type Scored = {
  correct: number;
  total: number;
  /** 0–100, rounded half up. */
  score: number;
  /** The answers as kept with the attempt: option ids de-duplicated and sorted. */
  given: Answer[];
  /** One item per question of the quiz, in the quiz's order (unanswered ones included). */
  review: ReviewItem[];
};

/** Field errors (`answers.2.option_ids`) for answers that do not fit these questions. */
export function answerErrors(questions: ScoredQuestion[], answers: Answer[]): FieldErrors {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  answers.forEach((answer, i) => {
    const question = byId.get(answer.question_id);
    if (!question) {
      errors[`answers.${i}.question_id`] = ["The selected question is not part of this quiz."];
      return;
    }
    if (seen.has(answer.question_id)) {
      errors[`answers.${i}.question_id`] = ["The question is answered more than once."];
      return;
    }
    seen.add(answer.question_id);
    const own = new Set(question.options.map((o) => o.id));
    if (answer.option_ids.some((id) => !own.has(id))) {
      errors[`answers.${i}.option_ids`] = ["The selected options do not belong to this question."];
    } else if (question.type === "single" && new Set(answer.option_ids).size > 1) {
      errors[`answers.${i}.option_ids`] = ["Only one option may be chosen for this question."];
    }
  });
  return errors;
}

/** A question is right when exactly its correct options were chosen; unanswered is wrong. */
export function scoreAnswers(questions: ScoredQuestion[], answers: Answer[]): Scored {
  const given = answers.map((a) => ({ question_id: a.question_id, option_ids: [...new Set(a.option_ids)].sort((x, y) => x - y) }));
  const chosen = new Map(given.map((a) => [a.question_id, a.option_ids]));
  const review = questions.map((q) => {
    const right = q.options.filter((o) => o.isCorrect).map((o) => o.id).sort((x, y) => x - y);
    const picked = chosen.get(q.id);
    const correct = picked !== undefined && picked.length === right.length && picked.every((id, i) => id === right[i]);
    return { question_id: q.id, correct, correct_option_ids: right };
  });
  const correct = review.filter((r) => r.correct).length;
  const total = questions.length;
  return { correct, total, score: total ? Math.round((100 * correct) / total) : 0, given, review };
}
