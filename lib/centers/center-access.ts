import type { CenterRole } from "@/generated/prisma/enums";
import { forbidden, notFound } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db/client";

// The one gate of every /centers/{id} route and page (contract section 6): members only, each
// action naming the roles it allows. A center that does not exist is 404; a non-member (staff
// included: staff act through /admin) is 403; a deactivated center answers 403 to all but its
// owners, who can still read. The membership is read in the same statement as the center, so the
// gate costs one query.

export const CENTER_ROLES = ["owner", "manager", "instructor"] as const satisfies readonly CenterRole[];
/** Owners and managers run the center (settings, seats, the whole students list, instructors' invitations). */
export const RUNS_CENTER = ["owner", "manager"] as const satisfies readonly CenterRole[];

export type CenterAccess = {
  center: { id: number; name: string; country: string; active: boolean; distributorId: number | null };
  role: CenterRole;
  userId: number;
};

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const NOT_A_MEMBER = "You are not a member of this dive center.";
export const CENTER_INACTIVE = "This dive center is deactivated.";
export const roleMessage = (roles: readonly CenterRole[]) =>
  roles.length === 1 && roles[0] === "owner"
    ? "Only an owner of the dive center can do this."
    : "Only an owner or a manager of the dive center can do this.";

/**
 * The caller's access to a center, or 404/403. `roles`: who may do this (default: any member);
 * `write`: a change (a deactivated center refuses it even to its owners).
 */
export async function centerAccess(
  userId: number,
  centerId: number,
  options: { roles?: readonly CenterRole[]; write?: boolean; db?: Db | Tx } = {},
): Promise<CenterAccess> {
  const db = options.db ?? (await getDb());
  const center = await db.diveCenter.findUnique({
    where: { id: centerId },
    select: {
      id: true, name: true, country: true, active: true, distributorId: true,
      members: { where: { userId }, select: { role: true } },
    },
  });
  if (!center) throw notFound("Dive center");
  const role = center.members[0]?.role;
  if (!role) throw forbidden(NOT_A_MEMBER);
  if (!center.active && (role !== "owner" || options.write)) throw forbidden(CENTER_INACTIVE);
  if (options.roles && !options.roles.includes(role)) throw forbidden(roleMessage(options.roles));
  const { members: _members, ...rest } = center;
  return { center: rest, role, userId };
}
