import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { listInstructorDiveLogs } from "@/lib/dive-logs/list-instructor-dive-logs";
import { ZProfessionalDiveLogQuery } from "@/lib/dive-logs/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZProfessionalDiveLogQuery,
    handler: async ({ user, query, url }) => ok("Dive logs retrieved.", await listInstructorDiveLogs(user.id, query, url)),
  }),
});
