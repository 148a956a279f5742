import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZLogCodeParams } from "@/lib/learning/schema";
import { enableExam } from "@/lib/learning/students";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZLogCodeParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, lang }) => ok("Exam enabled.", await enableExam(user.id, params.log_code, lang)),
  }),
});
