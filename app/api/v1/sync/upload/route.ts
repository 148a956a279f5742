import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZUploadResults } from "@/lib/sync/record-schema";
import { MAX_OPERATIONS, MAX_UPLOAD_BYTES, operationTypes, ZUploadBody } from "@/lib/sync/schema";
import { uploadOperations } from "@/lib/sync/upload-operations";

const uploadDescription = [
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

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    body: ZUploadBody,
    maxBodyBytes: MAX_UPLOAD_BYTES,
    docs: {
      tag: "Sync",
      summary: "Upload offline operations",
      description: uploadDescription,
      errors: { 413: "The body is over 8 MiB.", 422: `The envelope is invalid: no client_id, an operation without op_id, or more than ${MAX_OPERATIONS} operations.` },
    },
    response: { description: "One result per operation, in order.", data: ZUploadResults },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => ok("Operations processed.", await uploadOperations(user, body)),
  }),
});
