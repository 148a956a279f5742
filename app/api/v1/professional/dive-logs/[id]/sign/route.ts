import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { ZInstructorDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";
import { signDiveLog } from "@/lib/dive-logs/sign-dive-log";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    docs: {
      tag: "Professional",
      summary: "Sign a dive log",
      description: "`{id}` is the numeric id or the uuid. Sets is_signed, signed_at and verified_by and stores a content hash; the dive log is locked afterwards.",
      errors: { 404: "Unknown dive log, or one that does not name you.", 409: "Already signed." },
    },
    response: { description: "The signed dive log.", data: ZInstructorDiveLogRecord },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Dive log signed.", await signDiveLog(user.id, params.id)),
  }),
});
