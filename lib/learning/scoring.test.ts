import { describe, expect, it } from "vitest";
import { answerErrors, scoreAnswers, type ScoredQuestion } from "@/lib/learning/scoring";

const q = (id: number, type: "single" | "multiple", correct: number[], options = [1, 2, 3, 4]): ScoredQuestion => ({
  id,
  type,
  options: options.map((o) => ({ id: id * 10 + o, isCorrect: correct.includes(o) })),
});

const quiz = [q(1, "single", [1]), q(2, "multiple", [1, 3]), q(3, "single", [2])];

describe("answerErrors", () => {
  it("accepts answers that fit the questions, in any order and with some left out", () => {
    expect(answerErrors(quiz, [{ question_id: 2, option_ids: [23, 21] }, { question_id: 1, option_ids: [11] }])).toEqual({});
  });

  it("names each bad answer by its dotted path", () => {
    const errors = answerErrors(quiz, [
      { question_id: 99, option_ids: [11] },
      { question_id: 1, option_ids: [21] },
      { question_id: 2, option_ids: [21] },
      { question_id: 2, option_ids: [23] },
      { question_id: 3, option_ids: [31, 32] },
    ]);
    expect(Object.keys(errors)).toEqual(["answers.0.question_id", "answers.1.option_ids", "answers.3.question_id", "answers.4.option_ids"]);
    expect(errors["answers.4.option_ids"]).toEqual(["Only one option may be chosen for this question."]);
  });
});

describe("scoreAnswers", () => {
  it("scores exact matches only; unanswered questions are wrong", () => {
    const s = scoreAnswers(quiz, [
      { question_id: 1, option_ids: [11] },
      { question_id: 2, option_ids: [21] }, // half of a multiple answer is wrong
    ]);
    expect(s).toMatchObject({ correct: 1, total: 3, score: 33 });
    expect(s.review).toEqual([
      { question_id: 1, correct: true, correct_option_ids: [11] },
      { question_id: 2, correct: false, correct_option_ids: [21, 23] },
      { question_id: 3, correct: false, correct_option_ids: [32] },
    ]);
  });

  it("ignores the order and repetition of chosen options", () => {
    const s = scoreAnswers(quiz, [{ question_id: 2, option_ids: [23, 21, 23] }]);
    expect(s.review[1]!.correct).toBe(true);
    expect(s.given).toEqual([{ question_id: 2, option_ids: [21, 23] }]);
  });

  it("rounds half up and handles an empty quiz", () => {
    const eight = Array.from({ length: 8 }, (_, i) => q(i + 1, "single", [1]));
    const answers = eight.slice(0, 5).map((x) => ({ question_id: x.id, option_ids: [x.id * 10 + 1] }));
    expect(scoreAnswers(eight, answers).score).toBe(63); // 62.5
    expect(scoreAnswers([], [])).toMatchObject({ score: 0, total: 0, correct: 0 });
  });
});
