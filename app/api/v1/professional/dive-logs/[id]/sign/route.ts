import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";
import { signDiveLog } from "@/lib/dive-logs/sign-dive-log";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Dive log signed.", await signDiveLog(user.id, params.id)),
  }),
});
