import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getStudentProgress } from "@/lib/learning/get-course-log";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { ZStudentProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Read a student's progress",
      description: "The course log detail with `student` and the student's `medical_status` (never the questionnaire answers).",
      errors: { 404: "Unknown course log, or not one where you are the instructor." },
    },
    response: { description: "The course log detail with the student.", data: ZStudentProgress },
    params: ZLogCodeParams,
    handler: async ({ user, params, lang }) =>
      ok("Student progress retrieved.", await getStudentProgress(user.id, params.log_code, lang)),
  }),
});
