import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createClassroom } from "@/lib/professional/create-classroom";
import { listClassrooms } from "@/lib/professional/list-classrooms";
import { ZClassroomCreate, ZClassroomsQuery } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZClassroomsQuery,
    handler: async ({ user, query, url }) => ok("Classrooms retrieved.", await listClassrooms(user.id, query, url)),
  }),
  POST: withApi({
    auth: "professional",
    body: ZClassroomCreate,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Classroom created.", await createClassroom(user.id, body)),
  }),
});
