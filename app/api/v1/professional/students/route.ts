import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZEnrollStudentBody, ZStudentsQuery } from "@/lib/learning/schema";
import { enrollStudent, listStudents } from "@/lib/learning/students";
import { ZStudentListItem, ZStudentCourseLog } from "@/lib/learning/record-schema";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "List your students",
      description: "Course logs where you are the instructor, newest first, each with the student's medical status (never the questionnaire answers).",
    },
    response: { description: "A page of students' course logs.", data: ZLengthAwarePage(ZStudentListItem) },
    query: ZStudentsQuery,
    handler: async ({ user, query: { status, ...page }, url, lang }) =>
      ok("Students retrieved.", await listStudents(user.id, status, page, url, lang)),
  }),
  POST: withApi({
    auth: "professional",
    docs: {
      tag: "Professional",
      summary: "Enrol a diver as your student",
      description: "Give `member_id` or `email`, and the course (id or code). Paid at the dive center; the course log names you as instructor.",
      errors: { 422: "Validation failed, the diver is not found or not eligible, or the course is invalid." },
    },
    response: { status: 201, description: "The new course log.", data: ZStudentCourseLog },
    body: ZEnrollStudentBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body, lang }) => created("Student enrolled.", await enrollStudent(user.id, body, lang)),
  }),
});
