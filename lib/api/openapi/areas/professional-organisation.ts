import { one } from "@/lib/api/openapi/response-data";
import type { Operation } from "@/lib/api/openapi/types";
import { ZAddClassroomStudent, ZClassroom, ZClassroomParams } from "@/lib/professional/schema";

// The classroom and renewal routes declare their documentation themselves. Adding a student
// stays here: it answers 201 when added and 200 when the student was already in, and a route's
// declaration takes one success status (a kernel question for the lead).

export const professionalOrganisationOperations: Operation[] = [
  {
    method: "POST", path: "/api/v1/professional/classrooms/{id}/students", tag: "Professional", auth: "professional",
    summary: "Add a student to a classroom",
    description: "One of your course logs of the classroom's course. 201 when added, 200 when already there.",
    params: ZClassroomParams, body: ZAddClassroomStudent, rateLimited: true,
    errors: { 404: "Unknown classroom, or another professional's.", 409: "The classroom is full.", 422: "Not one of your course logs of this course." },
    response: { status: 201, description: "The classroom.", data: one(ZClassroom) },
  },
];
