"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { rememberPayment } from "@/app/(account)/orders/payment-session";
import { purchaseRefusal } from "@/app/(account)/store/outcome";
import { AppError, invalidField } from "@/lib/api/errors";
import { defineFormAction } from "@/lib/pages/define-action";
import { checkout } from "@/lib/store/checkout";
import { findStudent, type StudentRef } from "@/lib/store/find-student";

// The professional store: the same door ("professional") and checkout as
// POST /professional/store/courses/{course}/checkout, in two steps.

const PATH = "/professional/store";

/** The named student; professionals naming themselves are sent to the Store (`refuse`). */
async function studentFor(me: number, ref: string, refuse: (self: string) => AppError): Promise<StudentRef> {
  const student = await findStudent(ref);
  if (student.id !== me) return student;
  const t = await getTranslations("store.forStudent");
  throw refuse(t("self"));
}

/** Step 1: who is the student? (`data.student` when found.) */
export const lookupStudent = defineFormAction({
  auth: "professional",
  path: PATH,
  input: z.object({ student: z.string().trim() }),
  handler: async ({ user, input }) => ({ data: { student: await studentFor(user.id, input.student, (self) => invalidField("student", self)) } }),
});

/** Step 2: the checkout with this professional as instructor, then the usual payment step. */
export const buyForStudent = defineFormAction({
  auth: "professional",
  path: PATH,
  input: z.object({ student: z.string().trim(), course: z.string().trim().min(1) }),
  fieldWords: { namespace: "professional.actions", blank: { course: "chooseCourse" } },
  handler: async ({ user, input }) => {
    try {
      const student = await studentFor(user.id, input.student, (self) => new AppError("validation", self));
      const intent = await checkout({ buyerId: user.id, studentId: student.id, instructorId: user.id, courseRef: input.course }, "student");
      const t = await getTranslations("store.forStudent");
      await rememberPayment(intent, `${student.full_name ?? t("student")} (${student.member_id})`);
      return { redirect: `/orders/${intent.order_id}/pay` };
    } catch (e) {
      return await purchaseRefusal(e);
    }
  },
});
