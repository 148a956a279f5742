import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { enrollInLearning } from "@/lib/learning/free-learnings";
import { ZLearningParams } from "@/lib/learning/schema";
import { ZCourseLog } from "@/lib/learning/record-schema";

// The contract's {learning} (a free learning's id or code): Next.js allows one dynamic segment
// name per level, so it lives in the [log_code] folder.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    docs: {
      tag: "Diver free learnings",
      summary: "Enrol in a free learning",
      description: "The path segment is the free learning's id or code (the contract's `{learning}`; it shares the `{log_code}` position with the other routes).",
      errors: {
        404: "Unknown free learning.",
        409: "Already enrolled.",
        422: "Not eligible (`errors.learning`).",
      },
    },
    response: { status: 201, description: "The new enrolment.", data: ZCourseLog },
    params: ZLearningParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, lang }) => created("Enrolled.", await enrollInLearning(user.id, params.log_code, lang)),
  }),
});
