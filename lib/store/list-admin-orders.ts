import { Prisma } from "@/generated/prisma/client";
import { lengthAwarePage, pageWindow, type PageQuery } from "@/lib/api/pagination";
import { getDb, type Db } from "@/lib/db/client";
import { containing, foldedContains } from "@/lib/db/fold";
import type { Lang } from "@/lib/i18n/language";
import { adminOrderSelect, toAdminOrder } from "@/lib/store/admin-order-serializers";
import type { AdminOrderQuery } from "@/lib/store/schema";

// GET /admin/orders?status=&q=: newest first. `q` is an order number, a member id or e-mail of
// the buyer or the student, or a payment intent id (folded like every search, lib/db/fold.ts).

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

/**
 * The orders `q` matches, as a subquery. Buyers and students come from users.search_text's
 * trigram index (it holds the folded e-mail and member id, with the names, which the second
 * condition leaves out); payment intents from their own folded trigram index (decision 0042).
 * UNION ALL: UNION would sort the branches by id, and the planner could walk the whole primary key
 * to have them sorted.
 */
function ordersMatching(q: string): Prisma.Sql {
  const byNumber = /^\d{1,9}$/.test(q) ? Prisma.sql`UNION ALL SELECT ${Number(q)}::int` : Prisma.empty;
  return Prisma.sql`
    WITH people AS (
      SELECT id FROM users
      WHERE search_text LIKE ${containing(q)} AND (${foldedContains("email", q)} OR ${foldedContains("member_id", q)}))
    SELECT id FROM orders WHERE user_id IN (SELECT id FROM people)
    UNION ALL SELECT id FROM orders WHERE student_id IN (SELECT id FROM people)
    UNION ALL SELECT id FROM orders WHERE ${foldedContains("payment_intent_id", q)}
    ${byNumber}`;
}

/**
 * A page of the orders `q` matches and their total, in one statement (the page's ids and
 * `count(*) OVER ()`): a search can match more orders than a statement can take as parameters, so
 * their ids never leave the database. `= ANY(ARRAY(...))` reads the matching orders by primary
 * key; `IN (...)` lets the planner hash them and read every order to join them.
 */
async function pageOfMatchingOrders(db: Db, q: string, status: AdminOrderQuery["status"], page: PageQuery) {
  const { skip, take } = pageWindow(page);
  const from = Prisma.sql`
    FROM orders o
    WHERE o.id = ANY(ARRAY(${ordersMatching(q)}))
    ${status ? Prisma.sql`AND o.status = ${status}::"OrderStatus"` : Prisma.empty}`;
  const rows = await db.$queryRaw<{ id: number; total: bigint }[]>`
    SELECT o.id, count(*) OVER () AS total ${from}
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${take} OFFSET ${skip}`;
  if (rows.length > 0 || skip === 0) return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  // A page past the end has no row to carry the total.
  const [count] = await db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total ${from}`;
  return { ids: [], total: Number(count?.total ?? 0) };
}

async function pageOfOrders(db: Db, query: AdminOrderQuery) {
  const q = (query.q ?? "").trim().replace(/^#/, "");
  if (q) {
    const { ids, total } = await pageOfMatchingOrders(db, q, query.status, query);
    const rows = ids.length ? await db.order.findMany({ where: { id: { in: ids } }, orderBy: newestFirst, select: adminOrderSelect }) : [];
    return { rows, total };
  }
  const where: Prisma.OrderWhereInput = query.status ? { status: query.status } : {};
  const [rows, total] = await Promise.all([
    db.order.findMany({ where, orderBy: newestFirst, ...pageWindow(query), select: adminOrderSelect }),
    db.order.count({ where }),
  ]);
  return { rows, total };
}

export async function listAdminOrders(query: AdminOrderQuery, url: URL, lang: Lang) {
  const db = await getDb();
  const { rows, total } = await pageOfOrders(db, query);
  const held = await db.orderRefund.groupBy({ by: ["orderId"], where: { orderId: { in: rows.map((r) => r.id) }, status: "pending" }, _sum: { amountCents: true } });
  const heldBy = new Map(held.map((h) => [h.orderId, h._sum.amountCents ?? 0]));
  return lengthAwarePage(rows.map((r) => toAdminOrder(r, heldBy.get(r.id) ?? 0, lang)), total, query, url);
}
