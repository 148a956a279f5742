import { describe, expect, it } from "vitest";
import { dateOnly } from "@/lib/dates";
import { professionalStatusOn, reminderDue, renewalPeriod } from "@/lib/professional/membership-status";

describe("professional membership rules", () => {
  const today = dateOnly("2026-11-24");

  it("is expired from the day after expire_date, read time only", () => {
    expect(professionalStatusOn({ status: "active", expireDate: dateOnly("2026-11-24") }, today)).toBe("active");
    expect(professionalStatusOn({ status: "active", expireDate: dateOnly("2026-11-23") }, today)).toBe("expired");
    expect(professionalStatusOn({ status: "suspended", expireDate: dateOnly("2020-01-01") }, today)).toBe("suspended");
    expect(professionalStatusOn({ status: "active", expireDate: null }, today)).toBe("active");
    expect(professionalStatusOn({ status: null, expireDate: null }, today)).toBeNull();
  });

  it("extends by 12 months from the later of today and the current expiry", () => {
    expect(renewalPeriod(dateOnly("2027-03-10"), today)).toEqual({ from: dateOnly("2027-03-10"), until: dateOnly("2028-03-10") });
    expect(renewalPeriod(dateOnly("2025-01-01"), today)).toEqual({ from: today, until: dateOnly("2027-11-24") });
    expect(renewalPeriod(null, today).until).toEqual(dateOnly("2027-11-24"));
    // The same day counts as today; a leap day clamps to the end of February.
    expect(renewalPeriod(today, today).until).toEqual(dateOnly("2027-11-24"));
    expect(renewalPeriod(dateOnly("2028-02-29"), today).until).toEqual(dateOnly("2029-02-28"));
  });

  it("is due for a reminder within 30 days of expiry while active", () => {
    expect(reminderDue({ status: "active", expireDate: dateOnly("2026-12-24") }, today)).toBe(true);
    expect(reminderDue({ status: "active", expireDate: dateOnly("2026-12-25") }, today)).toBe(false);
    expect(reminderDue({ status: "active", expireDate: today }, today)).toBe(true);
    expect(reminderDue({ status: "active", expireDate: dateOnly("2026-11-23") }, today)).toBe(false);
    expect(reminderDue({ status: "suspended", expireDate: dateOnly("2026-12-01") }, today)).toBe(false);
  });
});
