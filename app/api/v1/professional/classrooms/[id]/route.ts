import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { getClassroom } from "@/lib/professional/get-classroom";
import { ZClassroom, ZClassroomParams, ZClassroomUpdate } from "@/lib/professional/schema";
import { updateClassroom } from "@/lib/professional/update-classroom";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    params: ZClassroomParams,
    docs: { tag: "Professional", summary: "Read a classroom", errors: { 404: "Unknown classroom, or another professional's." } },
    response: { description: "The classroom.", data: ZClassroom },
    handler: async ({ user, params }) => ok("Classroom retrieved.", await getClassroom(user.id, params.id)),
  }),
  PATCH: withApi({
    auth: "professional",
    params: ZClassroomParams,
    body: ZClassroomUpdate,
    docs: {
      tag: "Professional",
      summary: "Update a classroom",
      description: "Only the fields given change; `sessions` replaces the whole schedule. The course cannot change.",
      errors: { 404: "Unknown classroom, or another professional's.", 422: "Validation failed (dotted paths such as `sessions.1.starts_at`): ends_on before starts_on, a span over 366 days, or a session outside the classroom's dates. Or a capacity below the students already in." },
    },
    response: { description: "The classroom.", data: ZClassroom },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => ok("Classroom updated.", await updateClassroom(user.id, params.id, body)),
  }),
});
