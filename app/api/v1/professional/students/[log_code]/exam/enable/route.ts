import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { enableExam } from "@/lib/learning/students";
import { ZStudentProgress } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Open a student's exam",
      description: "The exam opens for the student once every module quiz is passed too. Enabling twice changes nothing.",
      errors: {
        404: "Unknown course log, or not one where you are the instructor.",
        409: "The course log has expired (read-only).",
      },
    },
    response: { description: "The student's progress.", data: ZStudentProgress },
    params: ZLogCodeParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, lang }) => ok("Exam enabled.", await enableExam(user.id, params.log_code, lang)),
  }),
});
