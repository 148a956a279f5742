import { auditContext } from "@/lib/api/audit-context";
import { created, ok } from "@/lib/api/envelope";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createCourse } from "@/lib/catalogue/create-course";
import { listAdminCourses } from "@/lib/catalogue/list-courses";
import { ZAdminCourse, ZAdminCourseRow, ZCourseInput, ZCourseListQuery } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "catalogue",
    query: ZCourseListQuery,
    docs: { tag: "Admin", summary: "List the catalogue's courses", description: "`q` matches code or name (case- and accent-insensitive); `level` filters. Catalogue order. Paginated." },
    response: { description: "A page of courses with their published version and whether a draft is pending.", data: ZLengthAwarePage(ZAdminCourseRow) },
    handler: async ({ query, url }) => ok("Courses retrieved.", await listAdminCourses(query, url)),
  }),
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    body: ZCourseInput,
    docs: {
      tag: "Admin",
      summary: "Create a course",
      description: "The course starts with an empty draft (version 1): it is not in the store and takes no enrolment until published.",
      errors: { 422: "Invalid fields, a code already taken, or an unknown prerequisite code." },
    },
    response: { status: 201, description: "The course.", data: ZAdminCourse },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => created("Course created.", await createCourse(ctx.body, auditContext(ctx))),
  }),
});
