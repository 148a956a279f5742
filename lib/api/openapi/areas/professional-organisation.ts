import { confirmErrors, paymentIntent } from "@/lib/api/openapi/areas/store";
import { described, pageOf } from "@/lib/api/openapi/response-data";
import type { Operation } from "@/lib/api/openapi/types";
import {
  ZAddClassroomStudent,
  ZClassroomCreate,
  ZClassroomParams,
  ZClassroomsQuery,
  ZClassroomStudentParams,
  ZClassroomUpdate,
  ZRenewalCheckout,
  ZRenewalConfirm,
} from "@/lib/professional/schema";
import { ZOrderParams } from "@/lib/store/schema";

// /professional/classrooms/* and /professional/renewals/* (contract section 4, Professional organisation).

const classroomText =
  "`{ id, name, course: {id, code, name}, dive_center: {id, name} | null, starts_on, ends_on, capacity (null: no limit), " +
  "sessions: [{ id, kind: theory|confined_water|open_water, starts_at, location }], " +
  "students: [{ log_code, member_id, full_name, progress (0–100), status: active|expired|completed, medical_status: missing|fit|fit_with_physician_approval|physician_approval_required|expired }], created_at }`";
const classroom = described(classroomText, "Classroom");
const notYours = "Unknown classroom, or another professional's.";
const schedule = "Validation failed (dotted paths such as `sessions.1.starts_at`): ends_on before starts_on, a span over 366 days, or a session outside the classroom's dates.";

export const professionalOrganisationOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/professional/classrooms", tag: "Professional", auth: "professional",
    summary: "List your classrooms",
    description: "Latest start first, each with its sessions and students.",
    query: ZClassroomsQuery,
    response: { description: "A page of classrooms.", data: pageOf(classroomText, "ClassroomItem") },
  },
  {
    method: "POST", path: "/api/v1/professional/classrooms", tag: "Professional", auth: "professional",
    summary: "Create a classroom",
    description: "A course (id or code), dates, an optional capacity and scheduled sessions. The classroom takes your dive center.",
    body: ZClassroomCreate, rateLimited: true,
    errors: { 422: `${schedule} Or an unknown course.` },
    response: { status: 201, description: "The classroom.", data: classroom },
  },
  {
    method: "GET", path: "/api/v1/professional/classrooms/{id}", tag: "Professional", auth: "professional",
    summary: "Read a classroom",
    params: ZClassroomParams,
    errors: { 404: notYours },
    response: { description: "The classroom.", data: classroom },
  },
  {
    method: "PATCH", path: "/api/v1/professional/classrooms/{id}", tag: "Professional", auth: "professional",
    summary: "Update a classroom",
    description: "Only the fields given change; `sessions` replaces the whole schedule. The course cannot change.",
    params: ZClassroomParams, body: ZClassroomUpdate, rateLimited: true,
    errors: { 404: notYours, 422: `${schedule} Or a capacity below the students already in.` },
    response: { description: "The classroom.", data: classroom },
  },
  {
    method: "POST", path: "/api/v1/professional/classrooms/{id}/students", tag: "Professional", auth: "professional",
    summary: "Add a student to a classroom",
    description: "One of your course logs of the classroom's course. 201 when added, 200 when already there.",
    params: ZClassroomParams, body: ZAddClassroomStudent, rateLimited: true,
    errors: { 404: notYours, 409: "The classroom is full.", 422: "Not one of your course logs of this course." },
    response: { status: 201, description: "The classroom.", data: classroom },
  },
  {
    method: "DELETE", path: "/api/v1/professional/classrooms/{id}/students/{log_code}", tag: "Professional", auth: "professional",
    summary: "Remove a student from a classroom",
    params: ZClassroomStudentParams, rateLimited: true,
    errors: { 404: `${notYours} Or the student is not in it.` },
    response: { description: "The classroom.", data: classroom },
  },
  {
    method: "GET", path: "/api/v1/professional/renewals", tag: "Professional", auth: "professional",
    summary: "Read your membership and its renewals",
    description: "`professional_status` is computed when read: expired as soon as `expire_date` has passed.",
    response: {
      description: "The membership.",
      data: described(
        "`{ renewal_date, expire_date, professional_status (label), professional_status_code: active|expired|suspended, price, price_with_vat, vat_rate, currency, " +
          "history: [{ year, paid_at, order_id, amount, currency, period_start, period_end }] }` (amounts in integer USD cents)",
        "Renewals",
      ),
    },
  },
  {
    method: "POST", path: "/api/v1/professional/renewals/checkout", tag: "Professional", auth: "professional",
    summary: "Check out a membership renewal",
    description: "Creates the renewal order and its payment intent (the same payment path as the store). Retrying returns the same pending order and intent.",
    body: ZRenewalCheckout, rateLimited: true,
    errors: { 403: "The membership is suspended.", 422: "Validation failed (currency: USD only)." },
    response: { description: "The payment intent.", data: paymentIntent },
  },
  {
    method: "POST", path: "/api/v1/professional/renewals/orders/{order}/confirm", tag: "Professional", auth: "professional",
    summary: "Confirm a paid renewal",
    description: "Extends `expire_date` by 12 months from the later of today and the current expiry, exactly once per order whatever confirmations and webhooks arrive.",
    params: ZOrderParams, body: ZRenewalConfirm,
    errors: confirmErrors,
    response: { description: "The order and the new expiry.", data: described("`{ order_id, status, expire_date }`", "RenewalConfirmation") },
  },
];
