import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZCenterRole } from "@/lib/centers/member-record";
import { zPhone, zWebsite } from "@/lib/dive-centers/contact-fields";
import { ZEmail } from "@/lib/users/schema";

// Request and record shapes of a center's own routes (CONTRACT.md section 6, "Dive centers and
// distributors as accounts"): GET /centers, GET/PATCH /centers/{id}, GET /centers/{id}/students.

const MAX_INT4 = 2_147_483_647;
/** Forms send an empty field as "": for these optional fields that means "none" (null). */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const noNul = (v: string) => !v.includes("\u0000");

/** `{id}`: a positive int4 (anything else is a 404). */
export const ZCenterParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

// ---- The center ----

export const ZCenter = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string().meta({ example: "ES" }),
    state_code: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable().describe("What the center tells divers about itself."),
    active: z.boolean().describe("false: deactivated by staff; its owners can still read, nobody can change anything."),
    distributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: "Center", description: "A dive center as its members see it." });
export type CenterRecord = z.input<typeof ZCenter>;

export const ZMyCenter = ZCenter.extend({ role: ZCenterRole.describe("The caller's role in this center.") })
  .meta({ id: "MyCenter", description: "A dive center the caller belongs to, with the caller's role." });
export type MyCenterRecord = z.input<typeof ZMyCenter>;

export const ZCenterFigures = z.object({
  instructors: z.number().int().describe("Instructor members."),
  students_in_training: z.number().int().describe("Active, unexpired course logs of the center."),
  certifications_this_year: z.number().int().describe("Valid certifications issued by the center since 1 January (UTC)."),
  seats_left: z.number().int().describe("Seats bought and not assigned, every course together."),
});

export const ZMonthCount = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/).meta({ example: "2026-11" }),
  count: z.number().int(),
});

export const ZCenterDetail = ZMyCenter.extend({
  figures: ZCenterFigures,
  certifications_per_month: z
    .array(ZMonthCount)
    .describe("Valid certifications issued by the center in each of the last 12 calendar months (UTC), oldest first, the current month last; months with none are 0."),
}).meta({ id: "CenterDetail", description: "A dive center, the caller's role, its figures and its certifications per month." });
export type CenterDetailRecord = z.input<typeof ZCenterDetail>;

// ---- Settings (PATCH /centers/{id}) ----

export const STAYS_WITH_STAFF = "The name and the country of a dive center stay with staff.";

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${field} must be text.` })
      .trim()
      .max(max, `The ${field} may have at most ${max} characters.`)
      .refine(noNul, `The ${field} must not contain NUL characters.`)
      .nullable()
      .optional(),
  );

const ZWebsite = zWebsite({ error: "The website must be text." });
const ZPhone = zPhone({ error: "The phone must be text." });

/** A field only staff change: present at all is a 422 naming it. */
const staffOnly = z.unknown().refine((v) => v === undefined, STAYS_WITH_STAFF).optional();

export const ZUpdateCenterSettings = z
  .strictObject({
    phone: z.preprocess(blankToNull, ZPhone.nullable().optional()),
    email: z.preprocess(blankToNull, ZEmail.nullable().optional()),
    website: z.preprocess(blankToNull, ZWebsite.nullable().optional()),
    address: optionalText("address", 255),
    city: optionalText("city", 100),
    description: optionalText("description", 2000),
    name: staffOnly.describe("Not accepted: the name stays with staff (422)."),
    country: staffOnly.describe("Not accepted: the country stays with staff (422)."),
  })
  .describe("Any subset of the fields; a field sent as null (or \"\") is cleared; any other field is a 422.");
export type UpdateCenterSettingsInput = z.output<typeof ZUpdateCenterSettings>;

// ---- Students (GET /centers/{id}/students) ----

export const CENTER_STUDENT_STATUSES = ["active", "completed", "expired"] as const;

export const ZCenterStudentsQuery = ZPageQuery.extend({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "The search may have at most 100 characters.").optional())
    .describe("The diver's name, member id or e-mail, case- and accent-insensitive."),
  status: z.preprocess(blankToUndefined, z.enum(CENTER_STUDENT_STATUSES, "The status must be active, completed or expired.").optional())
    .describe("active: not completed and not expired; expired: past its expiry (or closed by a refund); completed."),
  course: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().max(50, "The course may have at most 50 characters.").optional())
    .describe("A course code."),
});
export type CenterStudentsQuery = z.output<typeof ZCenterStudentsQuery>;

const ZPersonRef = z.object({ member_id: z.string(), full_name: z.string().nullable() });

export const ZCenterStudent = z
  .object({
    log_code: z.string().meta({ example: "CL-7F3K9Q2M" }),
    diver: ZPersonRef,
    course: z.object({ code: z.string(), name: z.string() }),
    instructor: ZPersonRef.nullable(),
    status: z.enum(["active", "expired", "completed", "refunded"]),
    progress: z.number().int().min(0).max(100),
    started_at: z.string().describe("Y-m-d"),
    expires_at: z.string().describe("Y-m-d"),
  })
  .meta({ id: "CenterStudent", description: "A course log of the center." });
export type CenterStudentRecord = z.input<typeof ZCenterStudent>;
