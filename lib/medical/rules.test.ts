import { describe, expect, it } from "vitest";
import { medicalQuestionnaire as q } from "@/lib/medical/questionnaire";
import { checkAnswers, outcomeOf, statusOf, validUntilOf } from "@/lib/medical/rules";

const allNo = () => Object.fromEntries(q.questions.map((x) => [x.id, false]));
const groupOf = (id: string) => q.follow_up_groups.find((g) => g.id === id)!;

describe("medical questionnaire rules", () => {
  it("has a first page of about ten questions and groups of 3 to 7 questions, all ids unique", () => {
    expect(q.questions.length).toBeGreaterThanOrEqual(9);
    for (const g of q.follow_up_groups) {
      expect(g.questions.length).toBeGreaterThanOrEqual(3);
      expect(g.questions.length).toBeLessThanOrEqual(7);
    }
    const ids = [...q.questions.map((x) => x.id), ...q.follow_up_groups.flatMap((g) => g.questions.map((x) => x.id))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const x of q.questions) if (x.follow_up_group) expect(groupOf(x.follow_up_group)).toBeTruthy();
  });

  it("accepts all no as fit", () => {
    const { errors, kept } = checkAnswers(q, allNo());
    expect(errors).toEqual({});
    expect(outcomeOf(kept)).toBe("fit");
  });

  it("names every missing first-page question", () => {
    const answers = allNo();
    delete answers.heart;
    delete answers.diabetes;
    expect(Object.keys(checkAnswers(q, answers).errors).sort()).toEqual(["answers.diabetes", "answers.heart"]);
  });

  it("requires the follow-ups a yes opens, and only those", () => {
    const answers = { ...allNo(), lungs: true };
    const missing = Object.keys(checkAnswers(q, answers).errors);
    expect(missing.sort()).toEqual(groupOf("lungs").questions.map((x) => `answers.${x.id}`).sort());
    const complete = { ...answers, ...Object.fromEntries(groupOf("lungs").questions.map((x) => [x.id, false])) };
    const { errors, kept } = checkAnswers(q, complete);
    expect(errors).toEqual({});
    expect(outcomeOf(kept)).toBe("physician_approval_required");
  });

  it("a yes without a follow-up group needs no more answers", () => {
    const { errors, kept } = checkAnswers(q, { ...allNo(), pregnancy: true });
    expect(errors).toEqual({});
    expect(outcomeOf(kept)).toBe("physician_approval_required");
  });

  it("refuses unknown ids and drops answers of groups that stayed closed", () => {
    expect(checkAnswers(q, { ...allNo(), smoking: false }).errors).toEqual({ "answers.smoking": [expect.any(String)] });
    const { errors, kept } = checkAnswers(q, { ...allNo(), heart_1: true });
    expect(errors).toEqual({});
    expect(kept).not.toHaveProperty("heart_1");
    expect(outcomeOf(kept)).toBe("fit");
  });

  it("is valid for twelve months, then expired; approval turns the outcome into fit with approval", () => {
    const at = new Date("2026-03-10T09:30:00Z");
    const validUntil = validUntilOf(at);
    expect(validUntil.toISOString()).toBe("2027-03-10T09:30:00.000Z");
    const fit = { outcome: "fit" as const, validUntil, approvalDocumentId: null };
    expect(statusOf(null)).toBe("missing");
    expect(statusOf(fit, new Date("2027-03-10T09:29:59Z"))).toBe("fit");
    expect(statusOf(fit, validUntil)).toBe("expired");
    const needs = { ...fit, outcome: "physician_approval_required" as const };
    expect(statusOf(needs, at)).toBe("physician_approval_required");
    expect(statusOf({ ...needs, approvalDocumentId: 7 }, at)).toBe("fit_with_physician_approval");
    expect(statusOf({ ...needs, approvalDocumentId: 7 }, new Date("2027-04-01T00:00:00Z"))).toBe("expired");
  });
});
