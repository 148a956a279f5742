import { z } from "zod";
import { ZPageQuery } from "@/lib/api/pagination";
import { ZCreateDiveLog, ZUpdateDiveLog } from "@/lib/dive-logs/schema";
import { ZAnswersBody, ZLogCode, ZSkillIdsBody } from "@/lib/learning/schema";

// Request schemas of the sync routes and of each upload operation's payload (also the source of
// the OpenAPI document). The envelope of an upload is checked as a whole (422); each operation's
// type, time and payload are checked one by one, so one bad operation is rejected alone.

export const MAX_OPERATIONS = 500;
/** 500 operations of a few KiB each do not fit the default 1 MiB (docs/decisions/0014-sync.md). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

const ZClientKey = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(100, `The ${field} must not be greater than 100 characters.`);

export const operationTypes = [
  "dive_log.create",
  "dive_log.update",
  "quiz.submit",
  "free_learning_quiz.submit",
  "skills.sign",
  "medical_questionnaire.submit",
] as const;
export type OperationType = (typeof operationTypes)[number];

export const ZOperation = z.object({
  op_id: ZClientKey("op id").describe("Unique per client_id; the server applies each (client_id, op_id) at most once."),
  // Type, payload and time are checked per operation (a bad one is rejected, the rest applied).
  type: z.unknown().optional().describe(`One of: ${operationTypes.join(", ")}.`),
  payload: z.unknown().optional().describe("The operation's fields (an object; see the operation types)."),
  client_time: z.unknown().optional().describe("ISO 8601 with offset: when the diver did it on the device (a quiz keeps it as its attempt time)."),
});
export type UploadOperation = z.output<typeof ZOperation>;

export const ZUploadBody = z.object({
  client_id: ZClientKey("client id").describe("The installation's own stable id; results are kept per client and per account."),
  operations: z
    .array(ZOperation, { error: "The operations field is required." })
    .max(MAX_OPERATIONS, `At most ${MAX_OPERATIONS} operations may be uploaded at once.`),
});
export type UploadBody = z.output<typeof ZUploadBody>;

export const ZClientTime = z.iso.datetime({ offset: true, error: "The client time must be an ISO 8601 date and time." });

const ZUuid = z.uuid({ error: "The uuid must be a valid UUID." }).transform((v) => v.toLowerCase());

/** dive_log.create: a dive-log entry named by the device's own uuid. */
export const ZDiveLogCreatePayload = ZCreateDiveLog.extend({ uuid: ZUuid.describe("Generated on the device; a second create with it is a duplicate.") });

/** dive_log.update: the dive (uuid or id), the updated_at the device last saw, and the fields changed. */
export const ZDiveLogUpdatePayload = ZUpdateDiveLog.extend({
  uuid: ZUuid.optional(),
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  base_updated_at: z.iso.datetime({ offset: true, error: "The base updated at must be the dive log's updated_at as last downloaded." }),
}).refine((p) => p.uuid !== undefined || p.id !== undefined, { path: ["uuid"], message: "The uuid field is required when id is not present." });
export type DiveLogUpdatePayload = z.output<typeof ZDiveLogUpdatePayload>;

export const ZQuizPayload = ZAnswersBody.extend({
  log_code: ZLogCode,
  module_id: z.number().int().min(1).max(2_147_483_647),
});

export const ZSkillsPayload = ZSkillIdsBody.extend({ log_code: ZLogCode });

export const ZSinceQuery = z.object({
  since: z.string().max(200).optional().describe("The next_cursor of the previous page; empty or absent starts from the beginning."),
});

export const ZConflictParams = z.object({ id: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(2_147_483_647)) });
export const ZConflictsQuery = ZPageQuery;

export const ZResolveBody = z.object({
  keep: z.enum(["server", "client"], { error: "The keep field must be server or client." }),
});
