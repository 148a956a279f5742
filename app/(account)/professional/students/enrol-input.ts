import { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { ZEnrollStudentBody } from "@/lib/learning/schema";

// The enrol form names the student in one box (member id or e-mail) where the API has two fields:
// the box becomes the API's body, checked with the API's own schema, and every error about the
// student (the schema's or the service's) is shown under the box.

const toStudent = (field: string) => (field === "member_id" || field === "email" ? "student" : field);

/** `{ student, course }` as typed → POST /professional/students's body, errors named after the form's fields. */
export const ZEnrolForm = z.object({ student: z.string().trim(), course: z.string() }).transform((v, ctx) => {
  const body = ZEnrollStudentBody.safeParse({ [v.student.includes("@") ? "email" : "member_id"]: v.student || undefined, course: v.course });
  if (body.success) return body.data;
  for (const issue of body.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: [toStudent(String(issue.path[0] ?? "student"))] });
  return z.NEVER;
});

/** The service's 422 about `member_id` or `email`, as one about the form's `student` box. */
export function onStudentField(e: unknown): unknown {
  if (!(e instanceof AppError) || e.code !== "validation" || !e.extra.fields) return e;
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(e.extra.fields)) (fields[toStudent(key)] ??= []).push(...messages);
  return new AppError("validation", e.message, { ...e.extra, fields });
}
