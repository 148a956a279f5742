import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getAdminCourse } from "@/lib/catalogue/get-course";
import { ZAdminCourse, ZCoursePatch, ZIdParams } from "@/lib/catalogue/schema";
import { updateCourse } from "@/lib/catalogue/update-course";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    docs: { tag: "Admin", summary: "Get a course", description: "Its fields, the published version number, and the content staff edit: the draft when there is one, else the published version (with the correct options)." },
    response: { description: "The course.", data: ZAdminCourse },
    handler: async ({ params }) => ok("Course retrieved.", await getAdminCourse(params.id)),
  }),
  PATCH: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    body: ZCoursePatch,
    docs: {
      tag: "Admin",
      summary: "Update a course's fields",
      description: "Any of the course fields. They apply at once: a price change applies to orders created after it; running course logs keep their expiry. Modules, quizzes, exam and skills are versioned (drafts).",
      errors: { 422: "Invalid fields, a code already taken, an unknown prerequisite, or prerequisites that make a cycle." },
    },
    response: { description: "The course.", data: ZAdminCourse },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Course updated.", await updateCourse(ctx.params.id, ctx.body, auditContext(ctx))),
  }),
});
