import type { Operation } from "@/lib/api/openapi/types";
import { confirmErrors, orderConfirmation, paymentIntent } from "@/lib/api/openapi/areas/store";
import { courseLogDetail, examResult, pageOf, quizResult, skillProgressList, studentCourseLog } from "@/lib/api/openapi/response-data";
import {
  ZCertificationLevelParams,
  ZEnrollStudentBody,
  ZIssuedCertificationsQuery,
  ZLogCodeParams,
  ZModuleParams,
  ZSkillIdsBody,
  ZStudentsQuery,
} from "@/lib/learning/schema";
import { ZConfirmOrder, ZCourseRefParams, ZOrderParams, ZProfessionalCheckout } from "@/lib/store/schema";

// /professional/*: a professional's students, the certifications they issued, and buying for students.

const notYourStudent = "Unknown course log, or not one where you are the instructor.";

export const professionalOperations: Operation[] = [
  {
    method: "GET", path: "/api/v1/professional/students", tag: "Professional", auth: "professional",
    summary: "List your students",
    description: "Course logs where you are the instructor, newest first.",
    query: ZStudentsQuery,
    response: {
      description: "A page of students' course logs.",
      data: pageOf("A course log with its `student: {id, member_id, full_name}` and the student's `medical_status` (missing|fit|fit_with_physician_approval|physician_approval_required|expired; never the answers).", "StudentCourseLogItem"),
    },
  },
  {
    method: "POST", path: "/api/v1/professional/students", tag: "Professional", auth: "professional",
    summary: "Enrol a diver as your student",
    description: "Give `member_id` or `email`, and the course (id or code). Paid at the dive center; the course log names you as instructor.",
    body: ZEnrollStudentBody, rateLimited: true,
    errors: { 422: "Validation failed, the diver is not found or not eligible, or the course is invalid." },
    response: { status: 201, description: "The new course log.", data: studentCourseLog },
  },
  {
    method: "GET", path: "/api/v1/professional/students/{log_code}/progress", tag: "Professional", auth: "professional",
    summary: "Read a student's progress",
    description: "The course log detail with `student` and the student's `medical_status` (never the questionnaire answers).",
    params: ZLogCodeParams,
    errors: { 404: notYourStudent },
    response: { description: "The course log detail.", data: courseLogDetail },
  },
  {
    method: "GET", path: "/api/v1/professional/students/{log_code}/modules/{module}/quiz-result", tag: "Professional", auth: "professional",
    summary: "Read a student's quiz result",
    params: ZModuleParams,
    errors: { 404: `${notYourStudent} Or no attempt yet.` },
    response: { description: "The best attempt.", data: quizResult },
  },
  {
    method: "GET", path: "/api/v1/professional/students/{log_code}/exam-result", tag: "Professional", auth: "professional",
    summary: "Read a student's exam result",
    params: ZLogCodeParams,
    errors: { 404: `${notYourStudent} Or no attempt yet.` },
    response: { description: "The best attempt.", data: examResult },
  },
  {
    method: "POST", path: "/api/v1/professional/students/{log_code}/exam/enable", tag: "Professional", auth: "professional",
    summary: "Open a student's exam",
    description: "The exam opens for the student once every module quiz is passed too. Enabling twice changes nothing.",
    params: ZLogCodeParams, rateLimited: true,
    errors: { 404: notYourStudent, 409: "The course log has expired (read-only)." },
    response: { description: "The course log detail.", data: courseLogDetail },
  },
  {
    method: "GET", path: "/api/v1/professional/students/{log_code}/skills", tag: "Professional", auth: "professional",
    summary: "List a student's skill progress",
    params: ZLogCodeParams,
    errors: { 404: notYourStudent },
    response: { description: "The skill progress list.", data: skillProgressList },
  },
  {
    method: "POST", path: "/api/v1/professional/students/{log_code}/skills/sign", tag: "Professional", auth: "professional",
    summary: "Sign a student's skills",
    description: "The student confirms them afterwards. A skill that requires a dive needs a linked dive log first. Skills that require a dive are in-water skills: they are signed only while the student's medical status is `fit` or `fit_with_physician_approval`.",
    params: ZLogCodeParams, body: ZSkillIdsBody, rateLimited: true,
    errors: { 403: "The student's medical status (missing, expired or physician_approval_required) does not allow in-water skills; the message names it.", 404: notYourStudent, 409: "The course log has expired (read-only)." },
    response: { description: "The skill progress list.", data: skillProgressList },
  },
  {
    method: "GET", path: "/api/v1/professional/certifications/{level}", tag: "Professional", auth: "professional",
    summary: "List certifications you issued",
    params: ZCertificationLevelParams, query: ZIssuedCertificationsQuery,
    response: {
      description: "A page of certifications with their holder.",
      data: pageOf("A certification record plus `holder: {id, member_id, full_name}`.", "IssuedCertification"),
    },
  },
  {
    method: "POST", path: "/api/v1/professional/store/courses/{course}/checkout", tag: "Professional", auth: "professional",
    summary: "Buy a course for a student",
    description: "`{course}` is a course id or code; the student's VAT applies.",
    params: ZCourseRefParams, body: ZProfessionalCheckout, rateLimited: true,
    errors: { 403: "Not a professional, or the student is a minor whose guardian has not accepted yet.", 422: "Validation failed, the student is invalid, or the course cannot be bought for them." },
    response: { description: "The payment intent.", data: paymentIntent },
  },
  {
    method: "POST", path: "/api/v1/professional/store/orders/{order}/confirm", tag: "Professional", auth: "professional",
    summary: "Confirm a paid order for a student",
    description: "The course log names you as instructor.",
    params: ZOrderParams, body: ZConfirmOrder,
    errors: confirmErrors,
    response: { description: "The order and its course log.", data: orderConfirmation },
  },
];
