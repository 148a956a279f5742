import type { Prisma } from "@/generated/prisma/client";
import type { CenterOrderRecord, SeatAssignmentRecord, SeatBalanceRecord } from "@/lib/center-seats/schema";
import { isoMicro } from "@/lib/dates";
import type { Db } from "@/lib/db/client";
import { fullNameOf } from "@/lib/users/serializers";

type Tx = Prisma.TransactionClient | Db;

const personSelect = { id: true, memberId: true, firstName: true, lastName: true } as const;
type PersonRow = { id: number; memberId: string; firstName: string | null; lastName: string | null };
export const toPerson = (u: PersonRow | null | undefined) => (u ? { member_id: u.memberId, full_name: fullNameOf(u) } : null);

// ---- orders

export const centerOrderSelect = {
  id: true, quantity: true, amountCents: true, currency: true, status: true, createdAt: true, paidAt: true,
  course: { select: { code: true, name: true } },
  user: { select: personSelect },
} satisfies Prisma.OrderSelect;
type OrderRow = Prisma.OrderGetPayload<{ select: typeof centerOrderSelect }>;

export function toCenterOrder(o: OrderRow): CenterOrderRecord {
  return {
    id: o.id,
    course: o.course,
    quantity: o.quantity,
    amount: o.amountCents,
    currency: o.currency,
    status: o.status,
    created_at: isoMicro(o.createdAt),
    paid_at: o.paidAt ? isoMicro(o.paidAt) : null,
    bought_by: toPerson(o.user),
  };
}

// ---- the ledger

export function toSeatBalance(row: { bought: number; assigned: number; course: { code: string; name: string } }, used: number): SeatBalanceRecord {
  return { course: row.course, bought: row.bought, assigned: row.assigned, used: Math.min(used, row.assigned), left: row.bought - row.assigned };
}

// ---- assignments

export const assignmentSelect = {
  id: true, email: true, status: true, userId: true, instructorId: true, createdAt: true, courseLogId: true,
  course: { select: { code: true, name: true } },
  courseLog: { select: { logCode: true } },
} satisfies Prisma.SeatAssignmentSelect;
type AssignmentRow = Prisma.SeatAssignmentGetPayload<{ select: typeof assignmentSelect }>;

/**
 * The course logs among `logIds` the diver has started: a quiz or exam attempt, or a skill signed
 * by the instructor or the diver. Two statements, whatever the number of logs.
 */
export async function startedLogs(db: Tx, logIds: number[]): Promise<Set<number>> {
  if (!logIds.length) return new Set();
  const [attempts, skills] = await Promise.all([
    db.quizAttempt.findMany({ where: { courseLogId: { in: logIds } }, select: { courseLogId: true }, distinct: ["courseLogId"] }),
    db.skillProgress.findMany({
      where: { courseLogId: { in: logIds }, OR: [{ instructorSignedAt: { not: null } }, { diverSignedAt: { not: null } }] },
      select: { courseLogId: true },
      distinct: ["courseLogId"],
    }),
  ]);
  return new Set([...attempts, ...skills].map((r) => r.courseLogId));
}

/** The records of `rows`: the divers and instructors in one statement, what has started in two. */
export async function toSeatAssignments(db: Tx, rows: AssignmentRow[]): Promise<SeatAssignmentRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.instructorId]).filter((id): id is number => id !== null))];
  const logIds = rows.map((r) => r.courseLogId).filter((id): id is number => id !== null);
  const [people, started] = await Promise.all([
    ids.length ? db.user.findMany({ where: { id: { in: ids } }, select: personSelect }) : Promise.resolve([]),
    startedLogs(db, logIds),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    course: r.course,
    email: r.email,
    status: r.status,
    log_code: r.courseLog?.logCode ?? null,
    diver: toPerson(r.userId ? byId.get(r.userId) : null),
    instructor: toPerson(r.instructorId ? byId.get(r.instructorId) : null),
    created_at: isoMicro(r.createdAt),
    started: r.courseLogId !== null && started.has(r.courseLogId),
  }));
}
