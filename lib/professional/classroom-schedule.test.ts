import { describe, expect, it } from "vitest";
import { scheduleErrors } from "@/lib/professional/classroom-schedule";

const session = (starts_at: string) => ({ kind: "theory" as const, starts_at, location: "Pool" });

describe("classroom schedule rules", () => {
  it("accepts a schedule whose sessions fall within the dates", () => {
    expect(scheduleErrors({ startsOn: "2026-12-01", endsOn: "2026-12-01", sessions: [session("2026-12-01T09:00:00+01:00"), session("2026-12-01T23:30:00-05:00")] })).toEqual({});
  });

  it("refuses an end before the start, a span over a year and sessions outside, with dotted paths", () => {
    expect(scheduleErrors({ startsOn: "2026-12-02", endsOn: "2026-12-01" })).toEqual({ ends_on: ["The end date must be a date after or equal to the start date."] });
    expect(Object.keys(scheduleErrors({ startsOn: "2026-01-01", endsOn: "2027-01-03" }))).toEqual(["ends_on"]);
    const errors = scheduleErrors({
      startsOn: "2026-12-01",
      endsOn: "2026-12-03",
      sessions: [session("2026-12-02T09:00:00Z"), session("2026-12-05T09:00:00Z"), session("2026-11-29T09:00:00Z")],
    });
    expect(Object.keys(errors)).toEqual(["sessions.1.starts_at", "sessions.2.starts_at"]);
  });
});
