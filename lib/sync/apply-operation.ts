import type { z } from "zod";
import { AppError, validationError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { AuthUser } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { createDiveLog } from "@/lib/dive-logs/create-dive-log";
import { getDiveLog } from "@/lib/dive-logs/get-dive-log";
import { diverScope } from "@/lib/learning/course-log-scope";
import { confirmSkills } from "@/lib/learning/sign-skills";
import { submitQuiz } from "@/lib/learning/submit-attempt";
import { ZMedicalSubmission } from "@/lib/medical/schema";
import { submitMedicalQuestionnaire } from "@/lib/medical/submit-medical-questionnaire";
import { applyDiveLogUpdate } from "@/lib/sync/apply-dive-log-update";
import { withInstructorResolved } from "@/lib/sync/instructor-member-id";
import {
  operationTypes, ZClientTime, ZDiveLogCreatePayload, ZDiveLogUpdatePayload, ZQuizPayload, ZSkillsPayload,
  type OperationType,
} from "@/lib/sync/schema";

// One uploaded operation, through the same services (and so the same checks and field errors)
// as the online routes. Field errors come back relative to the operation (`payload.max_depth`);
// the upload adds `operations.N.` in front.

export type Outcome = { status: "applied" | "duplicate" | "conflict"; data: unknown };
export type Checked = { type: OperationType; payload: Record<string, unknown>; takenAt?: Date };

const isType = (t: unknown): t is OperationType => typeof t === "string" && (operationTypes as readonly string[]).includes(t);

/** The operation's own envelope: a known type, an object payload and a readable client time. */
export function checkOperation(op: { type?: unknown; payload?: unknown; client_time?: unknown }): Checked {
  const errors: FieldErrors = {};
  if (!isType(op.type)) errors.type = [`The type must be one of: ${operationTypes.join(", ")}.`];
  const payload = op.payload;
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) errors.payload = ["The payload must be an object."];
  let takenAt: Date | undefined;
  if (op.client_time !== undefined && op.client_time !== null) {
    const time = ZClientTime.safeParse(op.client_time);
    if (time.success) takenAt = new Date(time.data);
    else errors.client_time = ["The client time must be an ISO 8601 date and time with an offset."];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { type: op.type as OperationType, payload: payload as Record<string, unknown>, takenAt };
}

/** The payload by its schema; `also` are errors found before (the instructor's member id), reported with the schema's. */
function parse<S extends z.ZodType>(schema: S, payload: unknown, also: FieldErrors = {}): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) throw validationError({ ...also, ...fieldErrorsOf(result.error, "payload") });
  if (Object.keys(also).length) throw validationError(also);
  return result.data;
}

/** A service's 422 names request fields; here they are fields of the payload. */
async function asPayload<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof AppError) || !e.extra.fields) throw e;
    const fields = Object.fromEntries(Object.entries(e.extra.fields).map(([k, v]) => [`payload.${k}`, v]));
    throw validationError(fields);
  }
}

/** What the upload learnt for the whole batch at once (lib/sync/upload-operations.ts). */
export type BatchHints = {
  /** Dive uuids no dive had when the batch started; an operation takes its uuid out when it uses it. */
  newUuids?: Set<string>;
};

async function createFromDevice(user: Pick<AuthUser, "id">, sent: Record<string, unknown>, hints: BatchHints): Promise<Outcome> {
  const { payload, errors } = await withInstructorResolved(sent);
  const { uuid, ...input } = parse(ZDiveLogCreatePayload, payload, errors);
  // Free when the batch started: insert straight away (the unique key on uuid still decides).
  if (hints.newUuids?.delete(uuid)) return { status: "applied", data: await asPayload(() => createDiveLog(user.id, input, { uuid })) };
  const db = await getDb();
  const existing = await db.diveLog.findUnique({ where: { uuid }, select: { userId: true, deletedAt: true } });
  if (existing && existing.userId !== user.id) throw validationError({ "payload.uuid": ["The uuid has already been taken."] });
  // Another client of the same diver (or a reinstall) already created this dive: not a second one.
  if (existing) return { status: "duplicate", data: existing.deletedAt ? null : await getDiveLog(user.id, { uuid }) };
  return { status: "applied", data: await asPayload(() => createDiveLog(user.id, input, { uuid })) };
}

export async function applyOperation(user: Pick<AuthUser, "id">, origin: { clientId: string; opId: string }, op: Checked, hints: BatchHints = {}): Promise<Outcome> {
  switch (op.type) {
    case "dive_log.create":
      return createFromDevice(user, op.payload, hints);
    case "dive_log.update": {
      // A conflict keeps the payload with the instructor resolved: keeping the device's side later writes that id.
      const { payload, errors } = await withInstructorResolved(op.payload);
      const p = parse(ZDiveLogUpdatePayload, payload, errors);
      return asPayload(() => applyDiveLogUpdate(user, origin, p, payload));
    }
    case "quiz.submit":
    case "free_learning_quiz.submit": {
      const p = parse(ZQuizPayload, op.payload);
      const scope = diverScope(user.id, op.type === "quiz.submit" ? "course" : "free_learning");
      return { status: "applied", data: await asPayload(() => submitQuiz(scope, p.log_code, p.module_id, p.answers, { takenAt: op.takenAt })) };
    }
    case "skills.sign": {
      const p = parse(ZSkillsPayload, op.payload);
      const { skills } = await asPayload(() => confirmSkills(diverScope(user.id), p.log_code, p.skill_ids));
      return { status: "applied", data: skills };
    }
    case "medical_questionnaire.submit": {
      const p = parse(ZMedicalSubmission, op.payload);
      return { status: "applied", data: await asPayload(() => submitMedicalQuestionnaire(user, p, { submittedAt: op.takenAt })) };
    }
  }
}
