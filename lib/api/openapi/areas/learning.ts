import type { Operation } from "@/lib/api/openapi/types";
import {
  courseLog,
  courseLogDetail,
  courseLogList,
  courseRecord,
  described,
  examResult,
  examState,
  listOf,
  moduleContent,
  quizResult,
  skillProgressList,
} from "@/lib/api/openapi/response-data";
import { ZAnswersBody, ZCourseLogsQuery, ZLearningParams, ZLogCodeParams, ZModuleParams, ZSkillIdsBody } from "@/lib/learning/schema";

// /diver/courses/* and /diver/free-learnings/*.

const expiredIsReadOnly = "The course log has expired (read-only), or another attempt was being recorded at the same time.";

export const learningOperations: Operation[] = [
  // ---- Diver courses ----
  {
    method: "GET", path: "/api/v1/diver/courses", tag: "Diver courses", auth: "verified",
    summary: "List the diver's course logs",
    description: "Grouped by state; a state filtered out by `?status=` is an empty list.",
    query: ZCourseLogsQuery,
    response: {
      description: "Course logs by state.",
      data: described("`{ active: [CourseLog], expired: [CourseLog], completed: [CourseLog] }`", "CourseLogsByState"),
    },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}", tag: "Diver courses", auth: "verified",
    summary: "Read a course log",
    description: "Course, modules with quiz state, exam state, skills and progress.",
    params: ZLogCodeParams,
    response: { description: "The course log detail.", data: courseLogDetail },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}/modules/{module}", tag: "Diver courses", auth: "verified",
    summary: "Read a module and its quiz questions",
    params: ZModuleParams,
    response: { description: "The module.", data: moduleContent },
  },
  {
    method: "POST", path: "/api/v1/diver/courses/{log_code}/modules/{module}/quiz", tag: "Diver courses", auth: "verified",
    summary: "Submit a module quiz",
    description: "Unlimited attempts, scored on the server; the best attempt counts.",
    params: ZModuleParams, body: ZAnswersBody, rateLimited: true,
    errors: { 409: expiredIsReadOnly },
    response: { description: "The attempt's result with its review.", data: quizResult },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}/modules/{module}/quiz/result", tag: "Diver courses", auth: "verified",
    summary: "Read the best quiz result",
    params: ZModuleParams,
    errors: { 404: "Unknown course log or module, or no attempt yet." },
    response: { description: "The best attempt.", data: quizResult },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}/exam", tag: "Diver courses", auth: "verified",
    summary: "Read the exam state (and its questions when open)",
    params: ZLogCodeParams,
    response: { description: "The exam state.", data: examState },
  },
  {
    method: "POST", path: "/api/v1/diver/courses/{log_code}/exam", tag: "Diver courses", auth: "verified",
    summary: "Submit the final exam",
    description: "At most the course's number of attempts (3 by default); pass mark 80%.",
    params: ZLogCodeParams, body: ZAnswersBody, rateLimited: true,
    errors: { 403: "The exam is not open yet (module quizzes not all passed, or not enabled by the instructor).", 409: "No attempts are left, the exam is already passed, or the course log has expired." },
    response: { description: "The attempt's result with its review.", data: examResult },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}/exam/result", tag: "Diver courses", auth: "verified",
    summary: "Read the exam result",
    params: ZLogCodeParams,
    errors: { 404: "Unknown course log, or no attempt yet." },
    response: { description: "The best attempt.", data: examResult },
  },
  {
    method: "GET", path: "/api/v1/diver/courses/{log_code}/skills", tag: "Diver courses", auth: "verified",
    summary: "List skill progress",
    params: ZLogCodeParams,
    response: { description: "The course's skills and their signatures.", data: skillProgressList },
  },
  {
    method: "POST", path: "/api/v1/diver/courses/{log_code}/skills/sign", tag: "Diver courses", auth: "verified",
    summary: "Confirm skills the instructor signed",
    description: "Only skills the instructor has signed can be confirmed; a skill that requires a dive needs a linked dive log. Completing the last requirement completes the course log and issues the certification.",
    params: ZLogCodeParams, body: ZSkillIdsBody, rateLimited: true,
    errors: { 409: expiredIsReadOnly },
    response: { description: "The skill progress list.", data: skillProgressList },
  },

  // ---- Diver free learnings ----
  {
    method: "GET", path: "/api/v1/diver/free-learnings", tag: "Diver free learnings", auth: "verified",
    summary: "List enrolled free learnings",
    response: { description: "The diver's free-learning course logs.", data: courseLogList },
  },
  {
    method: "GET", path: "/api/v1/diver/free-learnings/available", tag: "Diver free learnings", auth: "verified",
    summary: "List free learnings not yet enrolled",
    response: { description: "Free learnings open to the diver.", data: listOf(courseRecord, "Course") },
  },
  {
    method: "POST", path: "/api/v1/diver/free-learnings/{log_code}/enroll", tag: "Diver free learnings", auth: "verified",
    summary: "Enrol in a free learning",
    description: "The path segment is the free learning's id or code (the contract's `{learning}`; it shares the `{log_code}` position with the other routes).",
    params: ZLearningParams, rateLimited: true,
    errors: { 404: "Unknown free learning.", 409: "Already enrolled.", 422: "Not eligible (`errors.learning`)." },
    response: { status: 201, description: "The new enrolment.", data: courseLog },
  },
  {
    method: "GET", path: "/api/v1/diver/free-learnings/{log_code}", tag: "Diver free learnings", auth: "verified",
    summary: "Read a free-learning course log",
    params: ZLogCodeParams,
    response: { description: "The course log detail with modules.", data: courseLogDetail },
  },
  {
    method: "GET", path: "/api/v1/diver/free-learnings/{log_code}/modules/{module}", tag: "Diver free learnings", auth: "verified",
    summary: "Read a free-learning module",
    params: ZModuleParams,
    response: { description: "The module.", data: moduleContent },
  },
  {
    method: "POST", path: "/api/v1/diver/free-learnings/{log_code}/modules/{module}/quiz", tag: "Diver free learnings", auth: "verified",
    summary: "Submit a free-learning quiz",
    params: ZModuleParams, body: ZAnswersBody, rateLimited: true,
    errors: { 409: expiredIsReadOnly },
    response: { description: "The attempt's result with its review.", data: quizResult },
  },
  {
    method: "GET", path: "/api/v1/diver/free-learnings/{log_code}/modules/{module}/quiz/result", tag: "Diver free learnings", auth: "verified",
    summary: "Read the best free-learning quiz result",
    params: ZModuleParams,
    errors: { 404: "Unknown course log or module, or no attempt yet." },
    response: { description: "The best attempt.", data: quizResult },
  },
];
