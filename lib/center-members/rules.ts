import { Prisma } from "@/generated/prisma/client";
import type { CenterRole } from "@/generated/prisma/enums";
import { conflict } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";

// What every change of a team shares (decision 0045): the center's row is locked first, so two
// changes of one team run one after the other and the last-owner rule reads a count no other
// change can move before this one commits (two owners demoting each other at once leave one).

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const ONLY_OWNER_NAMES_MANAGERS = "Only an owner names managers and owners.";
export const MANAGER_REMOVES_INSTRUCTORS = "A manager can remove instructors only.";
export const LAST_OWNER = "A dive center keeps at least one owner: name another owner first.";
export const ALREADY_MEMBER = "This person is already a member of the dive center.";
export const YOU_ARE_MEMBER = "You are already a member of this dive center.";
export const WRONG_ACCOUNT = "This invitation was sent to another e-mail address.";
export const ALREADY_ACCEPTED = "This invitation has already been accepted.";
export const EXPIRED = "This invitation has expired.";

/** Who may name a role: owners any, managers instructors only (RUNS_CENTER is checked before). */
export const mayName = (callerRole: CenterRole, role: CenterRole) => callerRole === "owner" || role === "instructor";

/**
 * Locks the center's row until the transaction ends (NO KEY UPDATE: rows that only reference the
 * center — course logs, seat assignments — are not held up). Unknown centers lock nothing; the
 * gate answers 404 right after.
 */
export async function lockCenter(tx: Tx | Db, centerId: number): Promise<void> {
  await tx.$queryRaw(Prisma.sql`SELECT id FROM dive_centers WHERE id = ${centerId} FOR NO KEY UPDATE`);
}

/** 409 when the center would be left without an owner (call after lockCenter). */
export async function assertAnotherOwner(tx: Tx | Db, centerId: number, leavingUserId: number): Promise<void> {
  const others = await tx.diveCenterMember.count({ where: { diveCenterId: centerId, role: "owner", userId: { not: leavingUserId } } });
  if (others === 0) throw conflict(LAST_OWNER);
}
