import { created } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { enrollInLearning } from "@/lib/learning/free-learnings";
import { ZLearningParams } from "@/lib/learning/schema";

// The contract's {learning} (a free learning's id or code): Next.js allows one dynamic segment
// name per level, so it lives in the [log_code] folder.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZLearningParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, lang }) => created("Enrolled.", await enrollInLearning(user.id, params.log_code, lang)),
  }),
});
