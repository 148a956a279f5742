import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { addClassroomStudent } from "@/lib/professional/add-classroom-student";
import { ZAddClassroomStudent, ZClassroom, ZClassroomParams } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZClassroomParams,
    body: ZAddClassroomStudent,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Professional",
      summary: "Add a student to a classroom",
      description: "One of your course logs of the classroom's course. 201 when added, 200 when already there.",
      errors: { 404: "Unknown classroom, or another professional's.", 409: "The classroom is full.", 422: "Not one of your course logs of this course." },
    },
    response: {
      status: 201,
      also: [{ status: 200, description: "The student was already in the classroom." }],
      description: "The classroom.",
      data: ZClassroom,
    },
    handler: async ({ user, params, body }) => {
      const { added, classroom } = await addClassroomStudent(user.id, params.id, body.log_code);
      return added ? created("Student added to the classroom.", classroom) : ok("The student is already in the classroom.", classroom);
    },
  }),
});
