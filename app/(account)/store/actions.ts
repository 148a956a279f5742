"use server";

import { z } from "zod";
import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { purchaseRefusal } from "@/app/(account)/store/outcome";
import { defineFormAction } from "@/lib/pages/define-action";
import { checkout } from "@/lib/store/checkout";
import { ZCourseRefParams } from "@/lib/store/schema";

/** "Buy" on the bound course's page: a checkout for oneself, then the payment step. */
export const buyCourse = defineFormAction({
  auth: "verified",
  args: z.tuple([ZCourseRefParams.shape.course]),
  path: (course) => `/store/${encodeURIComponent(course)}`,
  handler: async ({ user, args: [course] }) => {
    try {
      const intent = await checkout({ buyerId: user.id, studentId: user.id, instructorId: null, courseRef: course });
      await rememberPayment(intent);
      return { redirect: `/orders/${intent.order_id}/pay` };
    } catch (e) {
      return await purchaseRefusal(e);
    }
  },
});
