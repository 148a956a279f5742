import { z } from "zod";
import { ZCreateDiveCenter, ZAdminDiveCenter } from "@/lib/admin-centers/schema";
import { ZPageQuery } from "@/lib/api/pagination";
import { zIsoMicro } from "@/lib/api/record-formats";
import { ZCenterMember } from "@/lib/centers/member-record";
import { ZEmail } from "@/lib/users/schema";

// Becoming a dive center (contract section 6): a professional's application, staff's decision,
// and staff adding members to any center or distributor. The application's fields are the
// console's dive-center fields (lib/admin-centers/schema.ts), checked the same way.

export const applicationStatuses = ["pending", "approved", "rejected"] as const;

/** POST /dive-centers/applications */
export const ZSubmitApplication = ZCreateDiveCenter.pick({
  name: true,
  country: true,
  state_code: true,
  city: true,
  address: true,
  phone: true,
  email: true,
  website: true,
  distributor_id: true,
});
export type SubmitApplicationInput = z.output<typeof ZSubmitApplication>;

/** GET /dive-centers/applications */
export const ZOwnApplicationsQuery = ZPageQuery;

/** GET /admin/dive-center-applications */
export const ZApplicationsQuery = ZPageQuery.extend({
  status: z
    .preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(applicationStatuses, { error: "The status must be pending, approved or rejected." }).default("pending"))
    .describe("pending (default, oldest first), approved or rejected (most recently decided first)."),
});
export type ApplicationsQuery = z.output<typeof ZApplicationsQuery>;

/** POST /admin/dive-center-applications/{id}/reject */
export const ZRejectApplication = z.object({
  reason: z
    .string({ error: "The reason field is required." })
    .trim()
    .min(1, "The reason field is required.")
    .max(1000, "The reason may have at most 1000 characters.")
    .describe("Told to the applicant by e-mail."),
});
export type RejectApplicationInput = z.output<typeof ZRejectApplication>;

/** POST /admin/dive-centers/{id}/members */
export const ZAddCenterMember = z.object({
  email: ZEmail.describe("The e-mail address of an existing account."),
  role: z.enum(["owner", "manager", "instructor"], { error: "The role must be owner, manager or instructor." }),
});
export type AddCenterMemberInput = z.output<typeof ZAddCenterMember>;

/** POST /admin/distributors/{id}/members */
export const ZAddDistributorMember = z.object({
  email: ZEmail.describe("The e-mail address of an existing account."),
  role: z.enum(["owner", "manager"], { error: "The role must be owner or manager." }),
});
export type AddDistributorMemberInput = z.output<typeof ZAddDistributorMember>;

export const ZCenterApplication = z
  .object({
    id: z.number().int(),
    status: z.enum(applicationStatuses),
    name: z.string(),
    country: z.string().meta({ example: "ES" }),
    state_code: z.string().nullable().describe("ISO 3166-2, full form (`ES-CN`)."),
    city: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    distributor_id: z.number().int().nullable(),
    reason: z.string().nullable().describe("Why staff rejected it (null unless rejected)."),
    dive_center_id: z.number().int().nullable().describe("The dive center created on approval."),
    created_at: zIsoMicro(),
    decided_at: zIsoMicro().nullable(),
  })
  .meta({ id: "CenterApplication", description: "A professional's application to run a dive center." });
export type CenterApplicationRecord = z.input<typeof ZCenterApplication>;

export const ZAdminCenterApplication = ZCenterApplication.extend({
  applicant: z.object({ user_id: z.number().int(), member_id: z.string(), full_name: z.string().nullable(), email: z.string() }),
  distributor_name: z.string().nullable().describe("The named distributor's name (null for none)."),
}).meta({ id: "AdminCenterApplication", description: "An application as staff decide it: with its applicant." });
export type AdminCenterApplicationRecord = z.input<typeof ZAdminCenterApplication>;

export const ZApprovedDiveCenter = ZAdminDiveCenter.extend({
  owner: ZCenterMember.describe("The applicant, now the center's owner."),
}).meta({ id: "ApprovedDiveCenter", description: "The dive center an approved application created, with its owner." });
export type ApprovedDiveCenterRecord = z.input<typeof ZApprovedDiveCenter>;
