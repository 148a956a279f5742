import { auditContext } from "@/lib/api/audit-context";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { publishCourse } from "@/lib/catalogue/publish-course";
import { ZAdminCourse, ZIdParams } from "@/lib/catalogue/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "staff",
    permission: "catalogue",
    params: ZIdParams,
    docs: {
      tag: "Admin",
      summary: "Publish a course's draft",
      description: "The draft becomes the version new enrolments get; running course logs keep the version they started on.",
      errors: {
        409: "The course has no draft (nothing to publish).",
        422: "Something is missing: `modules` (no module) or `modules.N.questions` (a module without questions).",
      },
    },
    response: { description: "The course.", data: ZAdminCourse },
    rateLimit: [{ policy: policies.write }],
    handler: async (ctx) => ok("Course published.", await publishCourse(ctx.params.id, auditContext(ctx))),
  }),
});
