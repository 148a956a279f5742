"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { ZRowId } from "@/lib/api/ids";
import { policies } from "@/lib/api/rate-limit";
import { assignSeat } from "@/lib/center-seats/assign-seat";
import { buySeats } from "@/lib/center-seats/buy-seats";
import { confirmSeatOrder } from "@/lib/center-seats/confirm-seat-order";
import { returnSeat } from "@/lib/center-seats/return-seat";
import { ZSeatAssign, ZSeatCheckout } from "@/lib/center-seats/schema";
import { defineCallAction, defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import type { PaymentIntentRecord } from "@/lib/store/schema";

// The seats page's actions: the same services as /api/v1/centers/{id}/seats/* (decision 0046),
// the center (and assignment) bound by the page.

const pathOf = (id: number) => `/centers/${id}/seats`;
const write = { policy: policies.write };

/** "Buy seats": the seat order and its payment intent; the page then shows the payment form. */
export const buySeatsAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId]),
  input: ZSeatCheckout,
  read: (form) => {
    const quantity = formText(form, "quantity");
    return { course: formText(form, "course"), quantity: /^\d{1,4}$/.test(quantity) ? Number(quantity) : quantity, currency: formText(form, "currency") };
  },
  rateLimit: write,
  keepValues: true,
  handler: async ({ user, args: [id], input }): Promise<{ data: { intent: PaymentIntentRecord } }> => ({ data: { intent: await buySeats(user.id, id, input) } }),
});

/** After the payment: confirms the order (a 409 means "not yet": the page asks again). */
export const confirmSeatsAction = defineCallAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId, ZRowId]),
  handler: async ({ user, args: [id, orderId] }) => {
    try {
      const done = await confirmSeatOrder(user.id, id, orderId);
      const t = await getTranslations("centerSeats.buy");
      return { message: t("added", { count: done.order.quantity, course: done.seats.course.name, left: done.seats.left }), data: { paid: true } };
    } catch (e) {
      if (e instanceof AppError && e.code === "conflict" && e.extra.data?.payment_status !== "canceled") return { data: { paid: false } };
      throw e;
    }
  },
});

/** "Assign a seat": an e-mail, the course, the instructor (empty: the default). */
export const assignSeatAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId]),
  input: ZSeatAssign,
  read: (form) => ({ course: formText(form, "course"), email: formText(form, "email"), instructor: formText(form, "instructor") || undefined }),
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id], input, audit, lang }) => {
    const seat = await assignSeat(user.id, id, input, audit, lang);
    const t = await getTranslations("centerSeats.assign");
    return { message: seat.status === "enrolled" ? t("enrolled", { email: seat.email, code: seat.log_code ?? "" }) : t("invited", { email: seat.email }) };
  },
});

/** "Give back" on an assignment that has not started. */
export const returnSeatAction = defineFormAction({
  auth: "verified",
  path: pathOf,
  args: z.tuple([ZRowId, ZRowId]),
  rateLimit: write,
  revalidate: ({ args: [id] }) => [pathOf(id)],
  handler: async ({ user, args: [id, assignmentId], audit }) => {
    const seat = await returnSeat(user.id, id, assignmentId, audit);
    const t = await getTranslations("centerSeats.assignments");
    return { message: t("returned", { email: seat.email }) };
  },
});
