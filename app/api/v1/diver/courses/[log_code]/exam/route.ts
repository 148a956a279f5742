import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { diverScope } from "@/lib/learning/course-log-scope";
import { getExam } from "@/lib/learning/get-exam";
import { ZAnswersBody, ZLogCodeParams } from "@/lib/learning/schema";
import { submitExam } from "@/lib/learning/submit-attempt";
import { ZExam, ZExamSubmission } from "@/lib/learning/record-schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "Read the exam state (and its questions when open)",
      errors: { 404: "Unknown course log, or a course without an exam." },
    },
    response: { description: "The exam state.", data: ZExam },
    params: ZLogCodeParams,
    handler: async ({ user, params }) => ok("Exam retrieved.", await getExam(diverScope(user.id), params.log_code)),
  }),
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver courses",
      summary: "Submit the final exam",
      description: "At most the course's number of attempts (3 by default); pass mark 80%. The review's correct options stay hidden (`null`) while attempts are left.",
      errors: {
        403: "The exam is not open yet (module quizzes not all passed, or not enabled by the instructor).",
        409: "No attempts are left, the exam is already passed, or the course log has expired.",
      },
    },
    response: { description: "The attempt's result with its review.", data: ZExamSubmission },
    params: ZLogCodeParams,
    body: ZAnswersBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Exam submitted.", await submitExam(diverScope(user.id), params.log_code, body.answers)),
  }),
});
