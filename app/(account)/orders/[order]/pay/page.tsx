import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { seatOrderPath } from "@/lib/center-seats/seat-order-page";
import { loadOrder } from "@/app/(account)/orders/load-order";
import { orderIdOf } from "@/app/(account)/orders/order-ref";
import { paymentSession } from "@/app/(account)/orders/payment-session";
import { formatMoney } from "@/lib/store/money";
import { OrderSummary } from "@/components/store/order-summary";
import { StorePageHeader } from "@/components/store/page-header";
import { PaymentElement } from "@/components/store/payment-element";
import { TestCardForm } from "@/components/store/test-card-form";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormMessage } from "@/components/ui/form-message";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { publishableKey, usesPaymentElement } from "@/lib/payments/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders.pay");
  return { title: t("title") };
}

type Props = { params: Promise<{ order: string }> };

export default async function PayPage({ params }: Props) {
  const { order: ref } = await params;
  const user = await requireSessionUser(`/orders/${encodeURIComponent(ref)}/pay`);
  const orderId = orderIdOf(ref);
  if (!orderId) notFound();
  const order = await loadOrder(user.id, orderId);
  if (order.kind === "seats") redirect((await seatOrderPath(user.id, orderId)) ?? "/centers");
  if (order.status !== "pending") redirect(`/orders/${orderId}`);
  const session = await paymentSession(orderId);
  const t = await getTranslations("orders.pay");
  const amountLabel = formatMoney(order.amount, order.currency, await getLocale());
  const testCards = !usesPaymentElement();

  return (
    <>
      <StorePageHeader
        title={t("title")}
        description={order.course ? t("course") : t("renewal")}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <Card title={t("yourOrder")}>
          <OrderSummary order={order} student={session?.student} />
        </Card>
        {!session ? (
          <Card title={t("expired")}>
            <p className="text-sm text-slate-700">
              {t("expiredText")}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {order.course ? (
                <ButtonLink href={`/store/${encodeURIComponent(order.course.code)}`}>{t("backToCourse")}</ButtonLink>
              ) : (
                <ButtonLink href="/professional/renewal">{t("backToMembership")}</ButtonLink>
              )}
              {user.isProfessional && order.course ? (
                <ButtonLink href={`/professional/store?course=${encodeURIComponent(order.course.code)}`} variant="secondary">
                  {t("forStudent")}
                </ButtonLink>
              ) : null}
            </div>
          </Card>
        ) : testCards ? (
          <Card
            title={t("testMode")}
            description={t("testModeText")}
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
          <Card title={t("cardDetails")} description={t("byStripe")}>
            <PaymentElement orderId={orderId} clientSecret={session.clientSecret} publishableKey={publishableKey()} amountLabel={amountLabel} />
          </Card>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href={`/orders/${orderId}`} className="font-medium text-sky-800 underline hover:text-sky-950">
          {t("alreadyPaid")}
        </Link>
      </p>
    </>
  );
}
