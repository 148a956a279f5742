import type { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow } from "@/lib/api/pagination";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { foldName } from "@/lib/search/fold-name";
import { adminOrderSelect, toAdminOrder } from "@/lib/store/admin-order-serializers";
import type { AdminOrderQuery } from "@/lib/store/schema";

// GET /admin/orders?status=&q=: newest first. `q` is an order number, a member id or e-mail of
// the buyer or the student, or a payment intent id (folded like every search: case and accents).

export function adminOrderWhere(query: Pick<AdminOrderQuery, "status" | "q">): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (query.status) and.push({ status: query.status });
  const q = foldName(query.q ?? "").replace(/^#/, "");
  if (q) {
    const text = { contains: q, mode: "insensitive" as const };
    const person = { OR: [{ email: text }, { memberId: text }] };
    const or: Prisma.OrderWhereInput[] = [{ user: person }, { student: person }, { paymentIntentId: text }];
    if (/^\d{1,9}$/.test(q)) or.unshift({ id: Number(q) });
    and.push({ OR: or });
  }
  return { AND: and };
}

export async function listAdminOrders(query: AdminOrderQuery, url: URL, lang: Lang) {
  const db = await getDb();
  const where = adminOrderWhere(query);
  const [rows, total] = await Promise.all([
    db.order.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query), select: adminOrderSelect }),
    db.order.count({ where }),
  ]);
  const held = await db.orderRefund.groupBy({ by: ["orderId"], where: { orderId: { in: rows.map((r) => r.id) }, status: "pending" }, _sum: { amountCents: true } });
  const heldBy = new Map(held.map((h) => [h.orderId, h._sum.amountCents ?? 0]));
  return lengthAwarePage(rows.map((r) => toAdminOrder(r, heldBy.get(r.id) ?? 0, lang)), total, query, url);
}
