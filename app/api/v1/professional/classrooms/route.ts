import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { createClassroom } from "@/lib/professional/create-classroom";
import { listClassrooms } from "@/lib/professional/list-classrooms";
import { ZLengthAwarePage } from "@/lib/api/page-schemas";
import { ZClassroom, ZClassroomCreate, ZClassroomsQuery } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: withApi({
    auth: "professional",
    query: ZClassroomsQuery,
    docs: { tag: "Professional", summary: "List your classrooms", description: "Latest start first, each with its sessions and students." },
    response: { description: "A page of classrooms.", data: ZLengthAwarePage(ZClassroom) },
    handler: async ({ user, query, url }) => ok("Classrooms retrieved.", await listClassrooms(user.id, query, url)),
  }),
  POST: withApi({
    auth: "professional",
    body: ZClassroomCreate,
    docs: {
      tag: "Professional",
      summary: "Create a classroom",
      description: "A course (id or code), dates, an optional capacity and scheduled sessions. The classroom takes your dive center.",
      errors: { 422: "Validation failed (dotted paths such as `sessions.1.starts_at`): ends_on before starts_on, a span over 366 days, or a session outside the classroom's dates. Or an unknown course." },
    },
    response: { status: 201, description: "The classroom.", data: ZClassroom },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, body }) => created("Classroom created.", await createClassroom(user.id, body)),
  }),
});
