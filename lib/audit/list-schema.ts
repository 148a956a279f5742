import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { AUDIT_SUBJECT_TYPES } from "@/lib/audit/record-audit";

// Request and record shapes of the audit log's console (CONTRACT.md section 5): the list, the CSV
// export (same filters) and the chain's verification.

const MAX_INT4 = 2_147_483_647;
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const ZInstant = z
  .string()
  .trim()
  .regex(DATE_OR_TIME, "The date must be Y-m-d or ISO 8601 with a time zone.")
  .refine((v) => !Number.isNaN(new Date(v.length === 10 ? `${v}T00:00:00Z` : v).getTime()), "The date is not a valid date.");

export const ZAuditFilters = z.object({
  actor: z.preprocess(blank, z.string().trim().max(40, "The actor may have at most 40 characters.").optional())
    .describe("The actor's user id or member id."),
  subject_type: z.preprocess(blank, z.enum(AUDIT_SUBJECT_TYPES, { error: `The subject type must be one of: ${AUDIT_SUBJECT_TYPES.join(", ")}.` }).optional()),
  subject_id: z.preprocess(blank, z.coerce.number({ error: "The subject id must be a whole number." }).int("The subject id must be a whole number.").min(1).max(MAX_INT4).optional()),
  action: z.preprocess(blank, z.string().trim().max(100, "The action may have at most 100 characters.").regex(/^[a-z0-9_.]+$/, "The action may hold lower-case letters, digits, dots and underscores.").optional())
    .describe("An action, or the start of one: `user.status` matches `user.status.changed` and `user.status.restored`."),
  since: z.preprocess(blank, ZInstant.optional()).describe("From this instant (a Y-m-d date: from its start, UTC)."),
  until: z.preprocess(blank, ZInstant.optional()).describe("Up to this instant (a Y-m-d date: to its end, UTC)."),
});
export type AuditFilters = z.output<typeof ZAuditFilters>;

export const ZAuditLogQuery = ZPageQuery.extend(ZAuditFilters.shape);
export type AuditLogQuery = z.output<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO 8601 with microseconds, UTC"),
  actor: z.object({ id: z.number().int(), member_id: z.string().nullable(), role: z.string().nullable() }).nullable().describe("null for the system (jobs) and unproven attempts."),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.number().int().nullable() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntryRecord = z.infer<typeof ZAuditEntry>;

export const ZAuditChainReport = z.object({
  ok: z.boolean(),
  rows: z.number().int().describe("Rows checked."),
  first_bad_id: z.number().int().nullable().describe("The first row whose stored hash does not match; null when the chain is intact."),
});
