import { AdminStatusBadge, type BadgeTone } from "@/components/admin";
import type { AdminOrderRecord } from "@/lib/store/schema";

const tones: Record<AdminOrderRecord["status"], BadgeTone> = {
  pending: "info",
  paid: "success",
  failed: "danger",
  canceled: "neutral",
  partially_refunded: "warning",
  refunded: "neutral",
};

/** An order's state with its translated label (the record carries it in the page's language). */
export function OrderStatusBadge({ order }: { order: Pick<AdminOrderRecord, "status" | "status_label"> }) {
  return <AdminStatusBadge label={order.status_label} tone={tones[order.status]} />;
}
