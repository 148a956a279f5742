import { describe, expect, it } from "vitest";
import { courseLogStatus, examState, isComplete, progressPercent, type ProgressCounts } from "@/lib/learning/progress";

const base: ProgressCounts = { modules: 2, quizzesPassed: 0, hasExam: true, examPassed: false, skills: 3, skillsDone: 0 };

describe("progressPercent", () => {
  it("weighs quizzes, the exam and skills equally (6 items here)", () => {
    expect(progressPercent(base)).toBe(0);
    expect(progressPercent({ ...base, quizzesPassed: 1 })).toBe(16);
    expect(progressPercent({ ...base, quizzesPassed: 2, examPassed: true })).toBe(50);
    expect(progressPercent({ ...base, quizzesPassed: 2, examPassed: true, skillsDone: 2 })).toBe(83);
  });

  it("shows 100 only when complete, and 0 for an empty course", () => {
    expect(progressPercent({ ...base, quizzesPassed: 2, examPassed: true, skillsDone: 3 })).toBe(100);
    expect(progressPercent({ ...base, modules: 0, hasExam: false, skills: 0 })).toBe(0);
    expect(progressPercent(base, true)).toBe(100);
  });

  it("counts a free learning without exam by its quizzes", () => {
    expect(progressPercent({ ...base, hasExam: false, skills: 0, quizzesPassed: 1 })).toBe(50);
  });
});

describe("isComplete", () => {
  it("needs every item and at least one", () => {
    expect(isComplete({ ...base, quizzesPassed: 2, examPassed: true, skillsDone: 2 })).toBe(false);
    expect(isComplete({ ...base, quizzesPassed: 2, examPassed: true, skillsDone: 3 })).toBe(true);
    expect(isComplete({ ...base, modules: 0, hasExam: false, skills: 0 })).toBe(false);
  });
});

describe("examState", () => {
  const e = { passed: false, used: 0, allowed: 3, quizzesAllPassed: true, enabled: true };
  it("opens only when quizzes are passed and the instructor enabled it", () => {
    expect(examState(e)).toBe("open");
    expect(examState({ ...e, enabled: false })).toBe("locked");
    expect(examState({ ...e, quizzesAllPassed: false })).toBe("locked");
  });
  it("is passed or failed for good", () => {
    expect(examState({ ...e, passed: true, used: 3 })).toBe("passed");
    expect(examState({ ...e, used: 3 })).toBe("failed");
    expect(examState({ ...e, used: 2 })).toBe("open");
  });
});

describe("courseLogStatus", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  it("is expired from the expiry instant, unless completed", () => {
    expect(courseLogStatus({ status: "active", expiresAt: new Date("2026-06-01T12:00:01Z") }, now)).toBe("active");
    expect(courseLogStatus({ status: "active", expiresAt: now }, now)).toBe("expired");
    expect(courseLogStatus({ status: "completed", expiresAt: new Date("2020-01-01") }, now)).toBe("completed");
  });
});
