import { cookies } from "next/headers";
import { env } from "@/lib/env";
import type { PaymentIntentResponse } from "@/lib/store/checkout";

// The order status never exposes the intent's client secret, so checkout hands it to the payment
// page in a short-lived, HttpOnly cookie scoped to that order's pages. Losing it only means
// starting the purchase again: checkout returns the same pending order and intent.

export type PaymentSession = { paymentIntentId: string; clientSecret: string; student: string | null };

const cookieName = (orderId: number) => `divecert_pay_${orderId}`;

export async function rememberPayment(intent: PaymentIntentResponse, student: string | null = null): Promise<void> {
  const value: PaymentSession = { paymentIntentId: intent.payment_intent_id, clientSecret: intent.client_secret, student };
  (await cookies()).set(cookieName(intent.order_id), JSON.stringify(value), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().appUrl.startsWith("https://"),
    path: `/orders/${intent.order_id}`,
    maxAge: 24 * 60 * 60,
  });
}

export async function paymentSession(orderId: number): Promise<PaymentSession | null> {
  const raw = (await cookies()).get(cookieName(orderId))?.value;
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PaymentSession>;
    if (typeof v.paymentIntentId !== "string" || typeof v.clientSecret !== "string") return null;
    return { paymentIntentId: v.paymentIntentId, clientSecret: v.clientSecret, student: typeof v.student === "string" ? v.student : null };
  } catch {
    return null;
  }
}
