import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getInstructorDiveLog } from "@/lib/dive-logs/get-dive-log";
import { ZInstructorDiveLogRecord } from "@/lib/dive-logs/record-schema";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    docs: { tag: "Professional", summary: "Read a dive log that names you", description: "`{id}` is the numeric id or the uuid.", errors: { 404: "Unknown dive log, or one that does not name you." } },
    response: { description: "The dive log with its `diver`.", data: ZInstructorDiveLogRecord },
    handler: async ({ user, params }) => ok("Dive log retrieved.", await getInstructorDiveLog(user.id, params.id)),
  }),
});
