import { z } from "zod";
import { CourseKind, CourseLevel, QuestionType } from "@/generated/prisma/enums";
import { zIsoMicro, zYmd } from "@/lib/api/record-formats";
import { ZDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZQuizSubmission, ZSkillProgress } from "@/lib/learning/record-schema";
import { ZMedicalSubmissionResult } from "@/lib/medical/schema";

// The records the sync routes answer (docs/sync.md). The learning records inside the offline
// course (course, course log, quiz state, question, skill progress) are written out here as the
// download sends them; they carry no component id so they cannot clash with the learning area's.

const ZPerson = z.object({ id: z.number().int(), member_id: z.string().nullable(), full_name: z.string().nullable() });

export const ZSyncStatus = z
  .object({
    server_time: zIsoMicro().describe("The server's clock when it answered."),
    course_logs: z.array(
      z.object({
        log_code: z.string(),
        kind: z.enum(CourseKind),
        version: z.number().int().describe("Bumped on every change; the offline download's ETag."),
        updated_at: zIsoMicro(),
      }),
    ),
    dive_logs: z.object({ count: z.number().int(), max_updated_at: zIsoMicro().nullable().describe("null without dive logs.") }),
    open_conflicts: z.number().int().describe("Conflicts kept for the diver to resolve (GET /sync/conflicts)."),
  })
  .meta({ id: "SyncStatus", description: "What a device compares with its copy." });
export type SyncStatusRecord = z.input<typeof ZSyncStatus>;

const ZQuizState = z.object({
  questions_count: z.number().int(),
  pass_mark: z.number().int().describe("Percent."),
  passed: z.boolean(),
  best_score: z.number().int().nullable().describe("Percent; null before the first attempt."),
});

const ZExamState = z.object({
  state: z.enum(["locked", "open", "passed", "failed"]),
  attempts_used: z.number().int(),
  attempts_allowed: z.number().int(),
  attempts_left: z.number().int(),
  best_score: z.number().int().nullable(),
  pass_mark: z.number().int(),
  questions_count: z.number().int(),
});

const ZOfflineQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  type: z.enum(QuestionType),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })).describe("Never says which options are correct."),
});

const ZOfflineSkill = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  requires_dive: z.boolean(),
  dive_log_id: z.number().int().nullable(),
  instructor_signed_at: zIsoMicro().nullable(),
  instructor: ZPerson.nullable(),
  diver_signed_at: zIsoMicro().nullable(),
  completed: z.boolean(),
});

export const ZOfflineCourse = z
  .object({
    log_code: z.string(),
    kind: z.enum(CourseKind),
    version: z.number().int(),
    course: z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      level: z.enum(CourseLevel),
      level_label: z.string(),
      iso_equivalent: z.string().nullable(),
      description: z.string(),
      price: z.number().int().describe("Integer USD cents."),
      currency: z.string().regex(/^[A-Z]{3}$/),
      validity_months: z.number().int(),
      min_age: z.number().int(),
      prerequisites: z.array(z.string()),
      modules_count: z.number().int(),
    }),
    course_log: z.object({
      log_code: z.string(),
      status: z.enum(["active", "expired", "completed", "refunded"]),
      course: z.object({ id: z.number().int(), code: z.string(), name: z.string(), level: z.enum(CourseLevel), level_label: z.string() }),
      instructor: ZPerson.nullable(),
      dive_center: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      started_at: zYmd(),
      expires_at: zYmd(),
      completed_at: zYmd().nullable(),
      progress: z.number().int().describe("0–100."),
      exam_enabled: z.boolean(),
      version: z.number().int(),
      exam: ZExamState.nullable().describe("null when the course has no exam."),
    }),
    modules: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        summary: z.string().nullable(),
        content: z.string().describe("Markdown."),
        quiz: ZQuizState.nullable(),
        questions: z.array(ZOfflineQuestion),
      }),
    ),
    skills: z.array(ZOfflineSkill),
    progress: z.number().int().describe("0–100."),
  })
  .meta({ id: "OfflineCourse", description: "Everything a device needs to follow a course log offline." });
export type OfflineCourseRecord = z.input<typeof ZOfflineCourse>;

export const ZDiveLogChanges = z
  .object({
    changes: z.array(ZDiveLogRecord).describe("Dive logs changed after the cursor, oldest change first."),
    deleted: z.array(z.uuid()).describe("uuids of dive logs deleted after the cursor."),
    next_cursor: z.string().describe("Send back as `since`."),
    has_more: z.boolean(),
  })
  .meta({ id: "DiveLogChanges" });
export type DiveLogChangesRecord = z.input<typeof ZDiveLogChanges>;

export const ZOperationResult = z
  .object({
    op_id: z.string(),
    status: z.enum(["applied", "duplicate", "rejected", "conflict"]),
    original_status: z
      .enum(["applied", "duplicate", "rejected", "conflict"])
      .optional()
      .describe("On a duplicate: what the first upload of the operation answered."),
    data: z
      .union([
        ZDiveLogRecord,
        ZQuizSubmission,
        z.array(ZSkillProgress),
        ZMedicalSubmissionResult,
        z.object({ conflict_id: z.number().int(), server: ZDiveLogRecord, client: z.unknown() }),
        z.null(),
      ])
      .optional()
      .describe(
        "What the operation's online route answers: dive_log.create/update → the dive-log record (null for a repeated create " +
          "of a dive deleted since); quiz.submit / free_learning_quiz.submit → the quiz submission; skills.sign → the skill " +
          "progress list; medical_questionnaire.submit → the submission. A conflict → `{ conflict_id, server, client }`.",
      ),
    message: z.string().optional().describe("Why a rejected operation was refused."),
    errors: z.record(z.string(), z.array(z.string())).optional().describe("Field errors named `operations.N.payload.field`."),
  })
  .meta({ id: "SyncOperationResult" });

export const ZUploadResults = z
  .object({ results: z.array(ZOperationResult).describe("One per operation, in the order sent.") })
  .meta({ id: "SyncUploadResults" });
export type UploadResultsRecord = z.input<typeof ZUploadResults>;

export const ZSyncConflict = z
  .object({
    id: z.number().int(),
    dive_log: z.object({ id: z.number().int(), uuid: z.uuid() }),
    client_id: z.string(),
    op_id: z.string(),
    base_updated_at: zIsoMicro().nullable().describe("The dive's updated_at the device had last downloaded."),
    server: ZDiveLogRecord.describe("The dive as it is now (what keep: server keeps)."),
    client: z.record(z.string(), z.unknown()).describe("The uploaded dive_log.update payload, as sent."),
    fields: z.array(z.string()).describe("Names of the fields whose values differ."),
    status: z.enum(["open", "resolved"]),
    keep: z.enum(["server", "client"]).nullable().describe("The choice, once resolved."),
    created_at: zIsoMicro(),
    resolved_at: zIsoMicro().nullable(),
  })
  .meta({ id: "SyncConflict", description: "A stale offline update kept with both versions." });
export type SyncConflictRecord = z.input<typeof ZSyncConflict>;
