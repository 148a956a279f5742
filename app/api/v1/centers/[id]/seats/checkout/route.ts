import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { buySeats } from "@/lib/center-seats/buy-seats";
import { ZCenterParams, ZSeatCheckout } from "@/lib/center-seats/schema";
import { ZPaymentIntent } from "@/lib/store/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "verified",
    params: ZCenterParams,
    body: ZSeatCheckout,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Dive centers",
      summary: "Buy seats of a course",
      description: "Owners and managers. `{ course, quantity (1–500), currency }`: a seat order of amount = price × quantity × (1 + the center country's VAT rate / 100), rounded half up to the cent, and its payment intent (as the course checkout answers it). `currency` must be the course's price currency. Asking again with the same course and quantity while the order is pending answers the same order and intent. Seats are added when the order is paid (`POST .../seats/confirm` or the Stripe webhook).",
      errors: {
        403: "Not an owner or manager of this dive center, or the center is deactivated.",
        404: "Unknown dive center.",
        422: "Validation failed: the course is not for sale, the currency is not the course's, or the amount is too large for one payment.",
      },
    },
    response: { description: "The payment intent.", data: ZPaymentIntent },
    handler: async ({ user, params, body }) => ok("Payment intent created.", await buySeats(user.id, params.id, body)),
  }),
});
