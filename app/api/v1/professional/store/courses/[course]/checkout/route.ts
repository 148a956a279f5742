import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkout } from "@/lib/store/checkout";
import { ZCourseRefParams, ZProfessionalCheckout } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZCourseRefParams,
    body: ZProfessionalCheckout,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params, body }) =>
      ok("Payment intent created.", await checkout({ buyerId: user.id, studentId: body.student_id, instructorId: user.id, courseRef: params.course })),
  }),
});
