import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZEnrollStudentBody, ZStudentsQuery } from "@/lib/learning/schema";
import { enrollStudent, listStudents } from "@/lib/learning/students";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZStudentsQuery,
    handler: async ({ user, query: { status, ...page }, url, lang }) =>
      ok("Students retrieved.", await listStudents(user.id, status, page, url, lang)),
  }),
  POST: withApi({
    auth: "professional",
    body: ZEnrollStudentBody,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body, lang }) => created("Student enrolled.", await enrollStudent(user.id, body, lang)),
  }),
});
