import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { getInstructorDiveLog } from "@/lib/dive-logs/get-dive-log";
import { ZDiveLogParams } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZDiveLogParams,
    handler: async ({ user, params }) => ok("Dive log retrieved.", await getInstructorDiveLog(user.id, params.id)),
  }),
});
