import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { removeClassroomStudent } from "@/lib/professional/remove-classroom-student";
import { ZClassroom, ZClassroomStudentParams } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "professional",
    params: ZClassroomStudentParams,
    docs: { tag: "Professional", summary: "Remove a student from a classroom", errors: { 404: "Unknown classroom, or another professional's. Or the student is not in it." } },
    response: { description: "The classroom.", data: ZClassroom },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Student removed from the classroom.", await removeClassroomStudent(user.id, params.id, params.log_code)),
  }),
});
