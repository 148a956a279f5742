import { describe, expect, it } from "vitest";
import { reminderDue, reminderWindow } from "@/lib/jobs/reminder-rules";
import { addUtcMonths } from "@/lib/learning/calendar";
import { VALIDITY_MONTHS } from "@/lib/medical/rules";

const at = (iso: string) => new Date(iso);

describe("reminder rules", () => {
  it("reminds of a medical questionnaire 30 days ahead, to the millisecond", () => {
    const validUntil = at("2026-07-01T09:30:00.000Z");
    expect(reminderDue("medical", validUntil, at("2026-06-01T09:29:59.999Z"))).toBe(false);
    expect(reminderDue("medical", validUntil, at("2026-06-01T09:30:00.000Z"))).toBe(true);
    expect(reminderDue("medical", validUntil, at("2026-06-30T23:00:00.000Z"))).toBe(true);
    // Expired already: nothing to remind of.
    expect(reminderDue("medical", validUntil, at("2026-07-01T09:30:00.000Z"))).toBe(false);
  });

  it("reminds of a course log 14 days ahead", () => {
    const expires = at("2026-03-20T12:00:00.000Z");
    expect(reminderDue("course_log", expires, at("2026-03-06T11:59:59.000Z"))).toBe(false);
    expect(reminderDue("course_log", expires, at("2026-03-06T12:00:00.000Z"))).toBe(true);
    expect(reminderWindow("course_log", at("2026-03-06T12:00:00.000Z")).until.toISOString()).toBe("2026-03-20T12:00:00.000Z");
  });

  it("follows the expiry clamped to the month's end (31 January + 1 month = 28 February)", () => {
    const expires = addUtcMonths(at("2027-01-31T10:00:00.000Z"), 1);
    expect(expires.toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(reminderDue("course_log", expires, at("2027-02-14T09:59:59.000Z"))).toBe(false);
    expect(reminderDue("course_log", expires, at("2027-02-14T10:00:00.000Z"))).toBe(true);
  });

  it("counts 29 February in a leap year, and a questionnaire from 29 February expires on 28 February", () => {
    // 14 days before 2028-03-10 crosses 29 February 2028.
    const expires = at("2028-03-10T08:00:00.000Z");
    expect(reminderDue("course_log", expires, at("2028-02-25T07:59:59.000Z"))).toBe(false);
    expect(reminderDue("course_log", expires, at("2028-02-25T08:00:00.000Z"))).toBe(true);
    const validUntil = addUtcMonths(at("2028-02-29T08:00:00.000Z"), VALIDITY_MONTHS);
    expect(validUntil.toISOString()).toBe("2029-02-28T08:00:00.000Z");
    // 30 days before 28 February 2029 is 29 January 2029.
    expect(reminderDue("medical", validUntil, at("2029-01-29T07:59:59.000Z"))).toBe(false);
    expect(reminderDue("medical", validUntil, at("2029-01-29T08:00:00.000Z"))).toBe(true);
  });

  it("is not due again once sent for this expiry, but is for a new expiry", () => {
    const first = at("2026-12-31T00:00:00.000Z");
    const now = at("2026-12-15T00:00:00.000Z");
    expect(reminderDue("medical", first, now, [first])).toBe(false);
    expect(reminderDue("medical", first, now, [at("2025-12-31T00:00:00.000Z")])).toBe(true);
    const renewed = addUtcMonths(first, 12);
    expect(reminderDue("medical", renewed, addUtcMonths(now, 12), [first])).toBe(true);
  });
});
