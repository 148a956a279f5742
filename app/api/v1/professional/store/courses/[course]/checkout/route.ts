import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkout } from "@/lib/store/checkout";
import { ZCourseRefParams, ZPaymentIntent, ZProfessionalCheckout } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "professional",
    params: ZCourseRefParams,
    body: ZProfessionalCheckout,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Professional",
      summary: "Buy a course for a student",
      description: "`{course}` is a course id or code; the student's VAT applies.",
      errors: { 403: "Not a professional, or the student is a minor whose guardian has not accepted yet.", 422: "Validation failed, the student is invalid, or the course cannot be bought for them." },
    },
    response: { description: "The payment intent.", data: ZPaymentIntent },
    handler: async ({ user, params, body }) =>
      ok("Payment intent created.", await checkout({ buyerId: user.id, studentId: body.student_id, instructorId: user.id, courseRef: params.course })),
  }),
});
