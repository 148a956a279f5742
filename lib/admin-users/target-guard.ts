import type { Role } from "@/generated/prisma/enums";
import { forbidden, notFound } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";

// Who may act on whom in the accounts console (decision 0036): staff act only on accounts below
// their own role (divers); only an administrator acts on staff and on other administrators. The
// one rule every change under /admin/users/{id} applies, API and pages alike, inside the service
// that makes the change, so no door can forget it. The rules on one's own account (an
// administrator cannot suspend or demote themself, 409) stay with each service.

/** The order of the Prisma enum Role (lib/auth/permissions.ts): diver < staff < admin. */
const RANK: Record<Role, number> = { diver: 0, staff: 1, admin: 2 };

export const TARGET_REFUSAL = "Staff cannot act on an account whose role is at or above their own.";

export type RoleHolder = { id: number; role: Role };

/** An administrator acts on anyone; anyone else only on an account whose role is below their own. */
export function mayActOn(actor: RoleHolder, target: RoleHolder): boolean {
  if (actor.role === "admin") return true;
  return RANK[target.role] < RANK[actor.role];
}

/** 403 `forbidden` (the contract's error envelope) unless `actor` may act on `target`. */
export function assertMayActOn(actor: RoleHolder, target: RoleHolder): void {
  if (!mayActOn(actor, target)) throw forbidden(TARGET_REFUSAL);
}

type Tx = Pick<Db, "$queryRaw">;

/**
 * Loads the acting account and the target in the caller's transaction and applies the rule: 404
 * for an unknown target, 403 when the actor may not act on it (or acts for no account at all).
 * Both rows are locked (FOR NO KEY UPDATE, in id order) until the transaction ends, so a role
 * change racing this one waits: a diver promoted to administrator meanwhile is not then
 * suspended by staff, nor does staff demoted meanwhile act with the old role. The lock mode
 * still lets other transactions insert rows that reference the accounts.
 */
export async function lockTarget(tx: Tx, actorId: number | null, targetId: number): Promise<{ actor: RoleHolder; target: RoleHolder }> {
  const ids = actorId === null ? [targetId] : [actorId, targetId];
  const rows = await tx.$queryRaw<{ id: number; role: Role }[]>`
    SELECT id, role::text AS role FROM users WHERE id = ANY(${ids}::int[]) ORDER BY id FOR NO KEY UPDATE`;
  const target = rows.find((r) => r.id === targetId);
  if (!target) throw notFound("User");
  const actor = rows.find((r) => r.id === actorId);
  if (!actor) throw forbidden();
  assertMayActOn(actor, target);
  return { actor, target };
}
