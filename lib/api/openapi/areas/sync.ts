import type { Operation } from "@/lib/api/openapi/types";
import { described, pageOf } from "@/lib/api/openapi/response-data";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { MAX_OPERATIONS, operationTypes, ZConflictParams, ZConflictsQuery, ZResolveBody, ZSinceQuery, ZUploadBody } from "@/lib/sync/schema";

// /sync/*: the offline protocol of the mobile apps (docs/sync.md).

const conflictText =
  "`{ id, dive_log: {id, uuid, ...the dive-log record as it is now}, client_id, op_id, base_updated_at, server: <dive-log record now>, client: <the uploaded payload>, fields: [names that differ], status: open|resolved, keep: server|client|null, created_at, resolved_at }`";

const operationsText = [
  `Up to ${MAX_OPERATIONS} operations (422 above; bodies up to 8 MiB), applied in order, each in its own transaction, through the same checks as the online routes.`,
  `Types: ${operationTypes.map((t) => `\`${t}\``).join(", ")}.`,
  "`dive_log.create` payload: a dive-log entry plus the device's `uuid` (a second create with that uuid, from any client of the diver, is `duplicate`, not a second dive).",
  "`dive_log.update`: `uuid` (or `id`), `base_updated_at` (the dive's `updated_at` as last downloaded) and the fields changed; a stale base is a `conflict` with `data: { conflict_id, server, client }`, kept until resolved.",
  "`quiz.submit` / `free_learning_quiz.submit`: `{ log_code, module_id, answers }`; the attempt is dated `client_time`, kept between the course log's start and now.",
  "`skills.sign`: `{ log_code, skill_ids }`, the diver's confirmation of skills the instructor signed.",
  "`medical_questionnaire.submit`: `{ answers: { question_id: boolean } }` as `POST /diver/medical-questionnaire`; submitted at `client_time` (a future time is taken as now).",
  "Each (client_id, op_id) of an account applies at most once (a unique key); a repeat answers `duplicate` with the first answer (`original_status`, `data`, `errors`). A bad operation is `rejected` with `message` and `errors` named `operations.N.payload.field`, and the rest still apply.",
  "When the database goes away mid-upload the answer is 503 with `Retry-After`; operations answered before it stay applied and the retry reports them as duplicates.",
].join(" ");

export const syncOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/sync/status", tag: "Sync", auth: "verified",
    summary: "Sync status",
    response: {
      description: "What the device compares with its copy.",
      data: described("`{ server_time, course_logs: [{log_code, kind, version, updated_at}], dive_logs: {count, max_updated_at}, open_conflicts }`", "SyncStatus"),
    },
  },
  {
    method: "GET", path: "/api/v1/sync/courses/{log_code}", tag: "Sync", auth: "verified",
    summary: "Download a course log for offline use",
    description: "Course, module content, quiz questions with options (never the correct ones), skills, progress and version. `ETag` is the version; `If-None-Match` with it answers 304 with no body.",
    params: ZLogCodeParams,
    headers: [{ name: "If-None-Match", description: "The ETag of the copy the device has." }],
    response: {
      description: "Everything needed offline.",
      data: described("`{ log_code, kind, version, course: <course>, course_log: <course log detail without modules and skills>, modules: [{ id, position, title, summary, content, quiz: <quiz state>, questions: [<question>] }], skills: [<skill progress>], progress }`", "OfflineCourse"),
    },
  },
  {
    method: "GET", path: "/api/v1/sync/dive-logs", tag: "Sync", auth: "verified",
    summary: "Dive logs changed since a cursor",
    description: "Every dive log of the diver changed after `since` (web edits, signatures), oldest change first, 500 at most per page; deleted ones by uuid. Send `next_cursor` back as `since`; no change is skipped when writes commit out of order.",
    query: ZSinceQuery,
    errors: { 422: "The cursor was not given by this route." },
    response: { description: "The changes.", data: described("`{ changes: [<dive-log record>], deleted: [uuid], next_cursor, has_more }`", "DiveLogChanges") },
  },
  {
    method: "POST", path: "/api/v1/sync/upload", tag: "Sync", auth: "verified",
    summary: "Upload offline operations",
    description: operationsText,
    body: ZUploadBody, rateLimited: true,
    errors: { 413: "The body is over 8 MiB.", 422: `The envelope is invalid: no client_id, an operation without op_id, or more than ${MAX_OPERATIONS} operations.` },
    response: {
      description: "One result per operation, in order.",
      data: described("`{ results: [{ op_id, status: applied|duplicate|rejected|conflict, original_status?, data?, message?, errors? }] }`", "SyncUploadResults"),
    },
  },
  {
    method: "GET", path: "/api/v1/sync/conflicts", tag: "Sync", auth: "verified",
    summary: "Open conflicts",
    query: ZConflictsQuery,
    response: { description: "A page of open conflicts, oldest first.", data: pageOf(conflictText, "SyncConflict") },
  },
  {
    method: "POST", path: "/api/v1/sync/conflicts/{id}/resolve", tag: "Sync", auth: "verified",
    summary: "Resolve a conflict",
    description: "`keep: client` writes the uploaded payload as a normal update (same checks); `keep: server` leaves the dive as it is. Either closes the conflict.",
    params: ZConflictParams, body: ZResolveBody, rateLimited: true,
    errors: { 404: "No such conflict of yours.", 409: "Already resolved, or the dive is signed and locked (keep client)." },
    response: { description: "The resolved conflict.", data: described(conflictText, "SyncConflict") },
  },
];
