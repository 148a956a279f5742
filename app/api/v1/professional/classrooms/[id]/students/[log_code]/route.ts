import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { removeClassroomStudent } from "@/lib/professional/remove-classroom-student";
import { ZClassroomStudentParams } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "professional",
    params: ZClassroomStudentParams,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) => ok("Student removed from the classroom.", await removeClassroomStudent(user.id, params.id, params.log_code)),
  }),
});
