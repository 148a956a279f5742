import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { ZAuditEntry } from "@/lib/audit/list-schema";
import { ZUserResource } from "@/lib/users/record-schema";

// Request and record shapes of the staff console's accounts (CONTRACT.md section 5, "Accounts").

const MAX_INT4 = 2_147_483_647;
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const noNul = (v: string) => !v.includes("\u0000");

export const accountStatuses = ["active", "pending", "suspended", "banned", "closed"] as const;
/** The statuses staff may set (pending belongs to registration). */
export const settableStatuses = ["active", "suspended", "banned", "closed"] as const;
export const professionalStatuses = ["active", "expired", "suspended"] as const;
export const roles = ["diver", "staff", "admin"] as const;

export const ZAdminUserParams = z.object({
  id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_INT4)),
});

export const ZAdminUserQuery = ZPageQuery.extend({
  q: z.preprocess(blank, z.string().trim().max(200, "The q may have at most 200 characters.").refine(noNul, "The q must not contain NUL characters.").optional())
    .describe("Part of an e-mail, member id or name; case and accents ignored."),
  status: z.preprocess(blank, z.enum(accountStatuses, { error: `The status must be one of: ${accountStatuses.join(", ")}.` }).optional()),
  role: z.preprocess(blank, z.enum(roles, { error: `The role must be one of: ${roles.join(", ")}.` }).optional()),
  professional: z.preprocess(
    blank,
    z.enum([...professionalStatuses, "none"], { error: `The professional must be one of: ${professionalStatuses.join(", ")}, none.` }).optional(),
  ).describe("A professional status, or `none` for accounts without a professional membership."),
});
export type AdminUserQuery = z.output<typeof ZAdminUserQuery>;

export const ZAdminUserRecord = z.object({
  id: z.number().int(),
  member_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  status: z.enum(accountStatuses).describe("The status code."),
  status_label: z.string().describe("The status's display label in the response language."),
  professional_status: z.enum(professionalStatuses).nullable().describe("The code; null when the account has no professional membership."),
  role: z.enum(roles),
  created_at: zIsoMicro(),
});
export type AdminUserRecord = z.infer<typeof ZAdminUserRecord>;

export const ZAdminUserDetail = ZUserResource.extend({
    status_code: z.enum(accountStatuses).describe("The account status code (`status` is its label)."),
    role: z.enum(roles),
    permissions: z.array(z.enum(PERMISSIONS)).describe("The permissions the account holds: all of them for an administrator, none for a diver."),
    mfa_enabled: z.boolean(),
    professional_status_code: z.enum(professionalStatuses).nullable().describe("The professional status code (null without a membership)."),
    audit: z.array(ZAuditEntry).describe("The latest audit entries where the account is the actor or the subject, newest first (at most 20)."),
  }).meta({
  id: "AdminUserDetail",
  description: "The user resource as its holder sees it (conditional fields included), plus what staff need.",
});

export const ZChangeRole = z.object({
  role: z.enum(roles, { error: `The role must be one of: ${roles.join(", ")}.` }),
  permissions: z.array(z.enum(PERMISSIONS, { error: `Each permission must be one of: ${PERMISSIONS.join(", ")}.` })).max(PERMISSIONS.length).default([])
    .describe("Only meaningful for staff: ignored (stored empty) for divers and administrators, who hold every permission."),
});
export type ChangeRoleInput = z.output<typeof ZChangeRole>;

const ZReason = z.preprocess(
  blank,
  z.string().trim().min(3, "The reason must be at least 3 characters.").max(1000, "The reason may have at most 1000 characters.").refine(noNul, "The reason must not contain NUL characters.").optional(),
);
const ZDays = z.preprocess(
  blank,
  z.coerce.number({ error: "The days must be a whole number." }).int("The days must be a whole number.").min(1, "The days must be at least 1.").max(3650, "The days may be at most 3650.").optional(),
);

export const ZChangeStatus = z
  .object({
    status: z.enum(settableStatuses, { error: `The status must be one of: ${settableStatuses.join(", ")}.` }),
    reason: ZReason.describe("Required unless the status is active; e-mailed to the holder and shown to them."),
    days: ZDays.describe("Suspension length: restore_date = today (UTC) + days, when the account becomes active by itself."),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "active" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "The reason field is required unless the status is active." });
    if (v.days !== undefined && (v.status === "active" || v.status === "closed"))
      ctx.addIssue({ code: "custom", path: ["days"], message: "The days apply only to a suspension or a ban." });
  });
export type ChangeStatusInput = z.output<typeof ZChangeStatus>;

export const ZChangeProfessionalStatus = z
  .object({
    status: z.enum(professionalStatuses, { error: `The status must be one of: ${professionalStatuses.join(", ")}.` }),
    reason: ZReason.describe("Required unless the status is active."),
    days: ZDays.describe("restore_date = today (UTC) + days, when the professional status becomes active by itself."),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "active" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "The reason field is required unless the status is active." });
    if (v.days !== undefined && v.status !== "suspended") ctx.addIssue({ code: "custom", path: ["days"], message: "The days apply only to a suspension." });
  });
export type ChangeProfessionalStatusInput = z.output<typeof ZChangeProfessionalStatus>;

