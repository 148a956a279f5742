import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { seatOrderPath } from "@/lib/center-seats/seat-order-page";
import { followOrder } from "@/app/(account)/orders/[order]/actions";
import { loadOrder } from "@/app/(account)/orders/load-order";
import { orderIdOf } from "@/app/(account)/orders/order-ref";
import { paymentSession } from "@/app/(account)/orders/payment-session";
import { OrderTracker } from "@/components/store/order-tracker";
import { StorePageHeader } from "@/components/store/page-header";
import { Card } from "@/components/ui/card";
import { requireSessionUser } from "@/lib/auth/browser/current-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ order: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function OrderPage({ params, searchParams }: Props) {
  const [{ order: ref }, query] = await Promise.all([params, searchParams]);
  const user = await requireSessionUser(`/orders/${encodeURIComponent(ref)}`);
  const orderId = orderIdOf(ref);
  if (!orderId) notFound();
  const [order, session] = await Promise.all([loadOrder(user.id, orderId), paymentSession(orderId)]);
  // A dive center's seat order is followed on the center's seats page.
  if (order.kind === "seats") redirect((await seatOrderPath(user.id, orderId)) ?? "/centers");
  // Stripe (and the test form) come back with ?payment_intent=…; the service checks it is this order's.
  const paymentIntentId = first(query.payment_intent) ?? null;
  const t = await getTranslations("orders");

  return (
    <>
      <StorePageHeader
        eyebrow={
          <Link href="/store" className="font-medium text-sky-800 underline hover:text-sky-950">
            {t("backToStore")}
          </Link>
        }
        title={t("title", { id: order.order_id })}
        description={order.course?.name ?? t("renewal")}
      />
      <Card className="max-w-3xl">
        <OrderTracker initial={order} paymentIntentId={paymentIntentId} follow={followOrder} student={session?.student ?? null} />
      </Card>
    </>
  );
}
