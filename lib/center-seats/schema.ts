import { z } from "zod";
import { OrderStatus } from "@/generated/prisma/enums";
import { INT4_MAX } from "@/lib/api/ids";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";
import { ZEmail } from "@/lib/users/schema";

// Bulk e-learning seats of a dive center (contract section 6, decision 0046): requests and the
// records the seat routes answer.

const ZRouteId = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(INT4_MAX));

export const ZCenterParams = z.object({ id: ZRouteId });
export const ZAssignmentParams = z.object({ id: ZRouteId, assignment_id: ZRouteId });

const ZCourseCode = z.string({ error: "The course field is required." }).trim().min(1, "The course field is required.").max(64, "The course may not be longer than 64 characters.");

export const ZSeatCheckout = z.object({
  course: ZCourseCode.describe("The course's code (or id)."),
  quantity: z
    .number({ error: "The quantity must be a whole number from 1 to 500." })
    .int("The quantity must be a whole number from 1 to 500.")
    .min(1, "The quantity must be a whole number from 1 to 500.")
    .max(500, "The quantity must be a whole number from 1 to 500."),
  currency: z
    .string({ error: "The currency field is required." })
    .trim()
    .regex(/^[A-Za-z]{3}$/, "The currency must be a three-letter code.")
    .transform((v) => v.toUpperCase())
    .describe("Must be the course's price currency (USD)."),
});
export type SeatCheckoutInput = z.output<typeof ZSeatCheckout>;

export const ZSeatConfirm = z.object({
  order_id: z.number({ error: "The order id must be an integer." }).int("The order id must be an integer.").min(1).max(INT4_MAX),
});

export const ZSeatAssign = z.object({
  course: ZCourseCode.describe("The course's code (or id)."),
  email: ZEmail,
  instructor: z
    .string()
    .trim()
    .max(32, "The instructor must be a member id.")
    .optional()
    .describe("Member id of the center's member who teaches (an active professional); default: the caller when the caller is one."),
});
export type SeatAssignInput = z.output<typeof ZSeatAssign>;

export const SEAT_STATUSES = ["enrolled", "invited", "returned"] as const;

export const ZAssignmentsQuery = ZPageQuery.extend({
  course: z.string().trim().max(64).optional().describe("Only seats of this course (code)."),
  status: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(SEAT_STATUSES, { error: "The status must be one of: enrolled, invited, returned." }).optional())
    .describe("Only seats in this state."),
});
export type AssignmentsQuery = z.output<typeof ZAssignmentsQuery>;

export const ZOrdersQuery = ZPageQuery;

// ---- records

const ZCourseRef = z.object({ code: z.string(), name: z.string() });
const ZPerson = z.object({ member_id: z.string(), full_name: z.string().nullable() });

export const ZSeatBalance = z
  .object({
    course: ZCourseRef,
    bought: z.number().int().describe("Seats paid for (refunds taken back)."),
    assigned: z.number().int().describe("Seats given to an e-mail (enrolled or invited), not given back."),
    used: z.number().int().describe("Assigned seats whose course log is completed (used ⊆ assigned)."),
    left: z.number().int().describe("bought − assigned."),
  })
  .meta({ id: "CenterSeatBalance", description: "A center's seats of one course." });
export type SeatBalanceRecord = z.input<typeof ZSeatBalance>;

export const ZCenterOrder = z
  .object({
    id: z.number().int(),
    course: ZCourseRef.nullable(),
    quantity: z.number().int(),
    amount: z.number().int().describe("Integer cents, VAT of the center's country included."),
    currency: z.string().regex(/^[A-Z]{3}$/),
    status: z.enum(OrderStatus),
    created_at: zIsoMicro(),
    paid_at: zIsoMicro().nullable(),
    bought_by: ZPerson.nullable(),
  })
  .meta({ id: "CenterSeatOrder", description: "A seat order of a dive center." });
export type CenterOrderRecord = z.input<typeof ZCenterOrder>;

export const ZSeatConfirmation = z
  .object({ order: ZCenterOrder, seats: ZSeatBalance })
  .meta({ id: "CenterSeatConfirmation", description: "A paid seat order and the course's seats after it." });
export type SeatConfirmationRecord = z.input<typeof ZSeatConfirmation>;

export const ZSeatAssignment = z
  .object({
    id: z.number().int(),
    course: ZCourseRef,
    email: z.string(),
    status: z.enum(SEAT_STATUSES).describe("enrolled: a course log exists; invited: waiting for the address to verify an account; returned: given back."),
    log_code: z.string().nullable().describe("The course log (when enrolled)."),
    diver: ZPerson.nullable(),
    instructor: ZPerson.nullable(),
    created_at: zIsoMicro(),
    started: z.boolean().describe("The diver has made a quiz attempt or had a skill signed: the seat can no longer be given back."),
  })
  .meta({ id: "CenterSeatAssignment", description: "A seat given to an e-mail address." });
export type SeatAssignmentRecord = z.input<typeof ZSeatAssignment>;
