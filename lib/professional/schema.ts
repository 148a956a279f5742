import { z } from "zod";
import { OrderStatus } from "@/generated/prisma/enums";
import { zIsoMicro, zYmd } from "@/lib/api/record-formats";
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

// ---- Records the classroom and renewal routes answer (serializers are typed against them) ----

export const ZClassroom = z
  .object({
    id: z.number().int(),
    name: z.string(),
    course: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    dive_center: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("The owner's dive center when the classroom was created."),
    starts_on: zYmd(),
    ends_on: zYmd(),
    capacity: z.number().int().nullable().describe("null: no limit."),
    sessions: z.array(
      z.object({ id: z.number().int(), kind: z.enum(sessionKinds), starts_at: zIsoMicro(), location: z.string() }),
    ).describe("Oldest first."),
    students: z.array(
      z.object({
        log_code: z.string(),
        member_id: z.string(),
        full_name: z.string().nullable(),
        progress: z.number().int().describe("0–100."),
        status: z.enum(["active", "expired", "completed", "refunded"]).describe("The course log's state."),
        medical_status: z
          .enum(["missing", "fit", "fit_with_physician_approval", "physician_approval_required", "expired"])
          .describe("The student's medical questionnaire status (never the answers)."),
      }),
    ).describe("In the order they were added."),
    created_at: zIsoMicro(),
  })
  .meta({ id: "Classroom", description: "A course taught to a group: schedule and students. Visible to its owner only." });
export type ClassroomShape = z.input<typeof ZClassroom>;

export const ZRenewals = z
  .object({
    renewal_date: zYmd().nullable(),
    expire_date: zYmd().nullable(),
    professional_status: z.string().nullable().describe("Display label in the response language; expired as soon as expire_date has passed."),
    professional_status_code: z.enum(["active", "expired", "suspended"]).nullable(),
    price: z.number().int().describe("A year's membership, integer USD cents without VAT."),
    price_with_vat: z.number().int().describe("Integer USD cents with this professional's VAT."),
    vat_rate: z.number(),
    currency: z.literal("USD"),
    history: z.array(
      z.object({
        year: z.number().int().describe("The calendar year in which the paid period ends."),
        paid_at: zIsoMicro().nullable(),
        order_id: z.number().int(),
        amount: z.number().int().describe("Integer cents paid."),
        currency: z.string().regex(/^[A-Z]{3}$/),
        period_start: zYmd().nullable(),
        period_end: zYmd().nullable(),
      }),
    ).describe("Paid renewals, newest first."),
  })
  .meta({ id: "Renewals", description: "The professional membership, its price and its paid renewals." });
export type RenewalsShape = z.input<typeof ZRenewals>;

export const ZRenewalConfirmation = z
  .object({
    order_id: z.number().int(),
    status: z.enum(OrderStatus),
    expire_date: zYmd().nullable().describe("The membership's new expiry."),
  })
  .meta({ id: "RenewalConfirmation" });
export type RenewalConfirmationShape = z.input<typeof ZRenewalConfirmation>;
