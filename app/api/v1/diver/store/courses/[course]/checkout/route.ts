import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { checkout } from "@/lib/store/checkout";
import { ZCheckout, ZCourseRefParams, ZPaymentIntent } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZCourseRefParams,
    body: ZCheckout,
    docs: {
      tag: "Diver store",
      summary: "Check out a course",
      description: "`{course}` is a course id or code. Creates the order and its payment intent; the amount is computed on the server. Retrying returns the same pending intent.",
      errors: {
        403: "Unverified e-mail, non-active account, or a minor whose guardian has not accepted yet.",
        422: "Validation failed, or the course cannot be bought: not purchasable, already active, a prerequisite missing, or under the minimum age (`errors.course`).",
      },
    },
    response: { description: "The payment intent (no `success` key in the envelope).", data: ZPaymentIntent },
    rateLimit: [{ policy: policies.write }],
    handler: async ({ user, params }) =>
      ok("Payment intent created.", await checkout({ buyerId: user.id, studentId: user.id, instructorId: null, courseRef: params.course })),
  }),
});
