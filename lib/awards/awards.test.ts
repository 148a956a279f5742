import { describe, expect, it } from "vitest";
import { awardCard } from "@/lib/awards/awards";

describe("awardCard", () => {
  it("shows progress toward the threshold, rounded down", () => {
    expect(awardCard("dives", 100, 0)).toEqual({
      code: "dives_100", name: "100 Logged Dives", kind: "dives", threshold: 100, count: 0, earned: false, earned_at: null, progress: 0,
    });
    expect(awardCard("dives", 500, 137).progress).toBe(27);
    expect(awardCard("certifications", 5000, 12)).toMatchObject({ code: "certifications_5000", name: "5,000 Certifications Issued", progress: 0 });
  });

  it("is earned at the threshold, with its date, and never shows 100 before", () => {
    expect(awardCard("dives", 1000, 999).progress).toBe(99);
    expect(awardCard("dives", 100, 100, "2026-05-01")).toMatchObject({ earned: true, earned_at: "2026-05-01", progress: 100 });
    expect(awardCard("dives", 100, 250, "2026-05-01")).toMatchObject({ earned: true, progress: 100, count: 250 });
    expect(awardCard("dives", 100, 99, "2026-05-01").earned_at).toBeNull();
  });
});
