import type { Operation } from "@/lib/api/openapi/types";
import { confirmErrors, orderConfirmation, paymentIntent } from "@/lib/api/openapi/areas/store";
import { ZConfirmOrder, ZCourseRefParams, ZOrderParams, ZProfessionalCheckout } from "@/lib/store/schema";

// /professional/store/*: buying for students (the other /professional routes declare their own docs).

export const professionalOperations: Operation[] = [
  {
    method: "POST", path: "/api/v1/professional/store/courses/{course}/checkout", tag: "Professional", auth: "professional",
    summary: "Buy a course for a student",
    description: "`{course}` is a course id or code; the student's VAT applies.",
    params: ZCourseRefParams, body: ZProfessionalCheckout, rateLimited: true,
    errors: { 403: "Not a professional, or the student is a minor whose guardian has not accepted yet.", 422: "Validation failed, the student is invalid, or the course cannot be bought for them." },
    response: { description: "The payment intent.", data: paymentIntent },
  },
  {
    method: "POST", path: "/api/v1/professional/store/orders/{order}/confirm", tag: "Professional", auth: "professional",
    summary: "Confirm a paid order for a student",
    description: "The course log names you as instructor.",
    params: ZOrderParams, body: ZConfirmOrder,
    errors: confirmErrors,
    response: { description: "The order and its course log.", data: orderConfirmation },
  },
];
