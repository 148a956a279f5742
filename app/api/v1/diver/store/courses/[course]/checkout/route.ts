import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkout } from "@/lib/store/checkout";
import { ZCheckout, ZCourseRefParams } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZCourseRefParams,
    body: ZCheckout,
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) =>
      ok("Payment intent created.", await checkout({ buyerId: user.id, studentId: user.id, instructorId: null, courseRef: params.course })),
  }),
});
