import { randomUUID } from "node:crypto";
import * as conflictsRoute from "@/app/api/v1/sync/conflicts/route";
import * as resolveRoute from "@/app/api/v1/sync/conflicts/[id]/resolve/route";
import * as courseRoute from "@/app/api/v1/sync/courses/[log_code]/route";
import * as changesRoute from "@/app/api/v1/sync/dive-logs/route";
import * as statusRoute from "@/app/api/v1/sync/status/route";
import * as uploadRoute from "@/app/api/v1/sync/upload/route";
import { call } from "@/tests/support/http";
import { diveBody } from "@/tests/support/dive-log-factories";

// Calls of the sync routes and operation builders for the sync tests.

export type Op = { op_id: string; type: string; payload: Record<string, unknown>; client_time?: string };

export const upload = (token: string, clientId: string, operations: unknown[], ip?: string) =>
  call(uploadRoute.POST, { path: "/api/v1/sync/upload", token, body: { client_id: clientId, operations }, ip });

export const syncStatus = (token: string) => call(statusRoute.GET, { path: "/api/v1/sync/status", token });

export const downloadCourse = (token: string, logCode: string, headers: Record<string, string> = {}) =>
  call(courseRoute.GET, { path: `/api/v1/sync/courses/${logCode}`, token, params: { log_code: logCode }, headers });

export const diveLogChanges = (token: string, since = "") =>
  call(changesRoute.GET, { path: `/api/v1/sync/dive-logs?since=${encodeURIComponent(since)}`, token });

export const conflicts = (token: string, query = "") => call(conflictsRoute.GET, { path: `/api/v1/sync/conflicts${query}`, token });

export const resolve = (token: string, id: number | string, keep: unknown) =>
  call(resolveRoute.POST, { path: `/api/v1/sync/conflicts/${id}/resolve`, token, params: { id: String(id) }, body: { keep } });

let n = 0;
export const opId = (prefix = "op") => `${prefix}-${++n}-${randomUUID().slice(0, 8)}`;

export const createOp = (overrides: Record<string, unknown> = {}, uuid: string = randomUUID()): Op => ({
  op_id: opId("create"),
  type: "dive_log.create",
  payload: { ...diveBody(), uuid, ...overrides },
  client_time: new Date().toISOString(),
});

export const updateOp = (uuid: string, baseUpdatedAt: string, fields: Record<string, unknown>): Op => ({
  op_id: opId("update"),
  type: "dive_log.update",
  payload: { uuid, base_updated_at: baseUpdatedAt, ...fields },
  client_time: new Date().toISOString(),
});

export const quizOp = (logCode: string, moduleId: number, answers: unknown, clientTime?: string, type = "quiz.submit"): Op => ({
  op_id: opId("quiz"),
  type,
  payload: { log_code: logCode, module_id: moduleId, answers },
  client_time: clientTime ?? new Date().toISOString(),
});

export const skillsOp = (logCode: string, skillIds: number[]): Op => ({
  op_id: opId("skills"),
  type: "skills.sign",
  payload: { log_code: logCode, skill_ids: skillIds },
  client_time: new Date().toISOString(),
});
