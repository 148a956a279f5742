import type { z } from "zod";
import type { ResponseData } from "@/lib/api/openapi/types";
import { ZDiveCenter } from "@/lib/dive-centers/schema";

// Shorthands for what `data` holds, and the records several areas answer with. Where an area
// exports a zod schema of its record (ZDiveCenter, ZTokenResponse), use it; otherwise describe
// the fields in words until it does.

export const nothing: ResponseData = { kind: "null" };
export const one = (schema: z.ZodType, name?: string): ResponseData => ({ kind: "schema", schema, name });
export const listOf = (item: z.ZodType | string, name?: string): ResponseData => ({ kind: "list", item, name });
export const pageOf = (item: z.ZodType | string, name?: string): ResponseData => ({ kind: "page", item, name });
export const described = (description: string, name?: string): ResponseData => ({ kind: "object", description, name });

export const diveCenter = one(ZDiveCenter, "DiveCenter");
export const diveCenterPage = pageOf(ZDiveCenter, "DiveCenter");
export const diveCenterList = listOf(ZDiveCenter, "DiveCenter");

// ---- Learning (contract: Records) ----

const courseLogFields =
  "log_code, status: active|expired|completed, course: {id, code, name, level, level_label}, instructor: {id, member_id, full_name} | null, dive_center: {id, name} | null, started_at, expires_at, completed_at (Y-m-d), progress (0–100), exam_enabled, version";

const courseLogText = `A course log: \`{ ${courseLogFields} }\``;
export const courseLog = described(courseLogText, "CourseLog");
export const courseLogList = listOf(courseLogText, "CourseLog");
export const courseLogDetail = described(
  "The course log plus `modules: [{ id, position, title, quiz: { questions_count, pass_mark, passed, best_score } }]`, `exam: { state: locked|open|passed|failed, attempts_used, attempts_allowed, attempts_left, best_score, pass_mark, questions_count }` and `skills: [skill progress]`.",
  "CourseLogDetail",
);
export const studentCourseLog = described(`A course log with its student: \`{ ${courseLogFields}, student: {id, member_id, full_name} }\``, "StudentCourseLog");
export const moduleContent = described(
  "`{ id, position, title, summary, content, quiz: { questions_count, pass_mark, passed, best_score }, questions: [{ id, text, type: single|multiple, options: [{ id, text }] }] }`; which options are correct is never sent.",
  "Module",
);
export const quizResult = described(
  "`{ attempt, score (0–100), passed, correct, total, submitted_at, review: [{ question_id, correct, correct_option_ids }] }`",
  "QuizResult",
);
export const examResult = described("A quiz result plus `attempts_left`.", "ExamResult");
export const examState = described(
  "`{ state: locked|open|passed|failed, attempts_used, attempts_allowed, attempts_left, best_score, pass_mark, questions_count }`, plus `questions` (without the correct options) while the exam is open.",
  "ExamState",
);
export const skillProgressList = listOf(
  "`{ id, name, requires_dive, dive_log_id, instructor_signed_at, instructor, diver_signed_at, completed }`",
  "SkillProgress",
);
export const courseRecord =
  "`{ id, code, name, level, level_label, iso_equivalent, description, price (integer cents), currency: \"USD\", validity_months, min_age, prerequisites: [code] }`";
