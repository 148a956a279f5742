import { describe, expect, it } from "vitest";
import { addUtcMonths } from "@/lib/learning/calendar";
import { newLogCode } from "@/lib/learning/create-course-log";

describe("addUtcMonths", () => {
  it("keeps the day and time, clamped to the end of shorter months", () => {
    expect(addUtcMonths(new Date("2026-03-15T10:30:00Z"), 6).toISOString()).toBe("2026-09-15T10:30:00.000Z");
    expect(addUtcMonths(new Date("2026-01-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addUtcMonths(new Date("2027-08-31T00:00:00Z"), 6).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addUtcMonths(new Date("2026-11-22T00:00:00Z"), 12).toISOString()).toBe("2027-11-22T00:00:00.000Z");
  });
});

describe("newLogCode", () => {
  it("is CL- and 8 characters of an alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i++) expect(newLogCode()).toMatch(/^CL-[2-9A-HJKMNP-Z]{8}$/);
  });
});
