import type { Prisma } from "@/generated/prisma/client";
import { invalidField } from "@/lib/api/errors";
import { isActiveProfessional } from "@/lib/centers/member-rules";
import type { Db } from "@/lib/db/client";

type Tx = Prisma.TransactionClient | Db;

export const NO_SEAT_LEFT = "No seat of this course is left.";
export const SEAT_WAITING = "A seat of this course is already waiting for this e-mail address.";
export const ACTIVE_LOG = "The diver already has an active course log for this course.";
export const BAD_INSTRUCTOR = "The instructor must be a member of this dive center who is an active professional.";

/**
 * Who teaches a seat's course log: the member named by `memberId` (any role of this center, an
 * active professional), else the caller when the caller is an active professional, else nobody.
 */
export async function seatInstructor(db: Tx, centerId: number, callerId: number, memberId: string | undefined): Promise<number | null> {
  if (!memberId) return (await isActiveProfessional(db, callerId)) ? callerId : null;
  const member = await db.diveCenterMember.findFirst({ where: { diveCenterId: centerId, user: { memberId } }, select: { userId: true } });
  if (!member || !(await isActiveProfessional(db, member.userId))) throw invalidField("instructor", BAD_INSTRUCTOR);
  return member.userId;
}

/** Serialises assignments to one address (the "already waiting" check holds under concurrency). */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`center-seat:${email}`}))`;
}

/**
 * Takes one seat of the course from the center's ledger, or none: one conditional statement, so
 * with M seats left any number of concurrent assignments take exactly M.
 */
export async function claimSeat(tx: Tx, centerId: number, courseId: number): Promise<boolean> {
  const claimed = await tx.$executeRaw`
    UPDATE center_seat_balances SET assigned = assigned + 1, updated_at = now()
    WHERE dive_center_id = ${centerId} AND course_id = ${courseId} AND assigned < bought`;
  return claimed === 1;
}

/** Gives one seat back to the ledger (a returned assignment). */
export async function releaseSeat(tx: Tx, centerId: number, courseId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE center_seat_balances SET assigned = assigned - 1, updated_at = now()
    WHERE dive_center_id = ${centerId} AND course_id = ${courseId} AND assigned > 0`;
}
