import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZCourseRef, ZIdSegment, ZLogCode } from "@/lib/learning/schema";
import { ZConfirmOrder, ZCurrency } from "@/lib/store/schema";

// Request schemas of the professional organisation routes (classrooms, renewals); also the
// source of the OpenAPI document. Rules across fields (dates against each other and the
// sessions) live in classroom-schedule.ts, since a PATCH checks them against stored values.

export const sessionKinds = ["theory", "confined_water", "open_water"] as const;
export type SessionKind = (typeof sessionKinds)[number];

const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Y-m-d, a real calendar day between 2000 and 2100. */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be in the format Y-m-d.")
  .refine(isCalendarDate, "The date is not a valid calendar date.")
  .refine((v) => v >= "2000-01-01" && v <= "2100-12-31", "The date must be between 2000-01-01 and 2100-12-31.");

export const ZClassroomSession = z.object({
  kind: z.enum(sessionKinds, { error: "The kind must be one of: theory, confined_water, open_water." }),
  starts_at: z.iso.datetime({ offset: true, error: "The start must be an ISO 8601 date and time, e.g. 2026-12-01T09:00:00+01:00." }),
  location: z.string().trim().min(1, "The location field is required.").max(200, "The location may not be longer than 200 characters."),
});
export type ClassroomSessionInput = z.infer<typeof ZClassroomSession>;

const ZName = z.string().trim().min(1, "The name field is required.").max(120, "The name may not be longer than 120 characters.");
const ZCapacity = z.number({ error: "The capacity must be an integer." }).int("The capacity must be an integer.").min(1, "The capacity must be at least 1.").max(500, "The capacity may not be greater than 500.").nullable();
const ZSessions = z.array(ZClassroomSession).max(60, "A classroom may have at most 60 sessions.");

export const ZClassroomCreate = z.object({
  name: ZName,
  course: ZCourseRef,
  starts_on: ZDay,
  ends_on: ZDay,
  capacity: ZCapacity.optional(),
  sessions: ZSessions.optional(),
});
export type ClassroomCreateInput = z.infer<typeof ZClassroomCreate>;

/** The course is fixed once created: its students are course logs of that course. */
export const ZClassroomUpdate = z.object({
  name: ZName.optional(),
  starts_on: ZDay.optional(),
  ends_on: ZDay.optional(),
  capacity: ZCapacity.optional(),
  sessions: ZSessions.optional().describe("Replaces every session of the classroom."),
});
export type ClassroomUpdateInput = z.infer<typeof ZClassroomUpdate>;

export const ZClassroomsQuery = ZPageQuery;
export const ZClassroomParams = z.object({ id: ZIdSegment });
export const ZClassroomStudentParams = z.object({ id: ZIdSegment, log_code: ZLogCode });
export const ZAddClassroomStudent = z.object({
  log_code: z
    .string({ error: "The log code field is required." })
    .trim()
    .regex(/^CL-[A-Z0-9]{4,16}$/i, "The log code is not a valid course log code.")
    .transform((v) => v.toUpperCase()),
});

export const ZRenewalCheckout = z.object({ currency: ZCurrency });
export const ZRenewalConfirm = ZConfirmOrder;
