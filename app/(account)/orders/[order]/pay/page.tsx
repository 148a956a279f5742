import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { loadOrder } from "@/app/(account)/orders/load-order";
import { orderIdOf } from "@/app/(account)/orders/order-ref";
import { paymentSession } from "@/app/(account)/orders/payment-session";
import { formatMoney } from "@/components/store/money";
import { OrderSummary } from "@/components/store/order-summary";
import { StorePageHeader } from "@/components/store/page-header";
import { PaymentElement } from "@/components/store/payment-element";
import { TestCardForm } from "@/components/store/test-card-form";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/session";
import { publishableKey, usesPaymentElement } from "@/lib/payments/config";

export const metadata: Metadata = { title: "Payment" };

type Props = { params: Promise<{ order: string }> };

export default async function PayPage({ params }: Props) {
  const { order: ref } = await params;
  const user = await requireSessionUser(`/orders/${encodeURIComponent(ref)}/pay`);
  const orderId = orderIdOf(ref);
  if (!orderId) notFound();
  const order = await loadOrder(user.id, orderId);
  if (order.status !== "pending") redirect(`/orders/${orderId}`);
  const session = await paymentSession(orderId);
  const amountLabel = formatMoney(order.amount, order.currency);
  const testCards = !usesPaymentElement();

  return (
    <>
      <StorePageHeader
        title="Payment"
        description={order.course ? "Pay for your course. It is activated as soon as the payment is confirmed." : "Renew your professional membership. It is extended as soon as the payment is confirmed."}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <Card title="Your order">
          <OrderSummary order={order} student={session?.student} />
        </Card>
        {!session ? (
          <Card title="This payment page has expired">
            <p className="text-sm text-slate-700">
              For your security, the payment details are kept only for a day and on the device that started the purchase. Start again from the course: your
              pending order is picked up where you left it.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {order.course ? (
                <ButtonLink href={`/store/${encodeURIComponent(order.course.code)}`}>Back to the course</ButtonLink>
              ) : (
                <ButtonLink href="/professional/renewal">Back to my membership</ButtonLink>
              )}
              {user.isProfessional && order.course ? (
                <ButtonLink href={`/professional/store?course=${encodeURIComponent(order.course.code)}`} variant="secondary">
                  Buy for a student
                </ButtonLink>
              ) : null}
            </div>
          </Card>
        ) : testCards ? (
          <Card
            title="Test mode — no real payment"
            description="This server uses DiveCert's built-in Stripe emulator: no card is charged and no money moves."
            className="border-amber-300"
          >
            <TestCardForm
              orderId={orderId}
              paymentIntentId={session.paymentIntentId}
              clientSecret={session.clientSecret}
              publishableKey={publishableKey()}
              amountLabel={amountLabel}
            />
          </Card>
        ) : (
          <Card title="Card details" description="Payments are processed by Stripe.">
            <PaymentElement orderId={orderId} clientSecret={session.clientSecret} publishableKey={publishableKey()} amountLabel={amountLabel} />
          </Card>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href={`/orders/${orderId}`} className="font-medium text-sky-800 underline hover:text-sky-950">
          Already paid? Check the order status
        </Link>
      </p>
    </>
  );
}
