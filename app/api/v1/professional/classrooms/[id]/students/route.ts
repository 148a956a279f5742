import { created, ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { addClassroomStudent } from "@/lib/professional/add-classroom-student";
import { ZAddClassroomStudent, ZClassroomParams } from "@/lib/professional/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZClassroomParams,
    body: ZAddClassroomStudent,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) => {
      const { added, classroom } = await addClassroomStudent(user.id, params.id, body.log_code);
      return added ? created("Student added to the classroom.", classroom) : ok("The student is already in the classroom.", classroom);
    },
  }),
});
