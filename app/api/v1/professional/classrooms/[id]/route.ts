import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getClassroom } from "@/lib/professional/get-classroom";
import { ZClassroomParams, ZClassroomUpdate } from "@/lib/professional/schema";
import { updateClassroom } from "@/lib/professional/update-classroom";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZClassroomParams,
    handler: async ({ user, params }) => ok("Classroom retrieved.", await getClassroom(user.id, params.id)),
  }),
  PATCH: withApi({
    auth: "professional",
    params: ZClassroomParams,
    body: ZClassroomUpdate,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => ok("Classroom updated.", await updateClassroom(user.id, params.id, body)),
  }),
});
