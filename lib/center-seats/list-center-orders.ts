import { centerAccess, RUNS_CENTER } from "@/lib/centers/center-access";
import { lengthAwarePage, pageWindow, type LengthAwarePage, type PageQuery } from "@/lib/api/pagination";
import type { CenterOrderRecord } from "@/lib/center-seats/schema";
import { centerOrderSelect, toCenterOrder } from "@/lib/center-seats/serializers";
import { getDb } from "@/lib/db/client";

/** GET /centers/{id}/orders: the center's seat orders, newest first (the (center, created_at) index). */
export async function listCenterOrders(userId: number, centerId: number, page: PageQuery, url: URL): Promise<LengthAwarePage<CenterOrderRecord>> {
  await centerAccess(userId, centerId, { roles: RUNS_CENTER });
  const db = await getDb();
  const where = { diveCenterId: centerId };
  const [rows, total] = await Promise.all([
    db.order.findMany({ where, select: centerOrderSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db.order.count({ where }),
  ]);
  return lengthAwarePage(rows.map(toCenterOrder), total, page, url);
}
