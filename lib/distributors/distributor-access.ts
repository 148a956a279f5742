import type { DistributorRole } from "@/generated/prisma/enums";
import { forbidden, notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";

// The gate of /distributors/{id} (contract section 6), as centerAccess is a center's: an unknown
// distributor is 404, a non-member (staff included: staff read distributors through /admin) 403,
// and a deactivated distributor answers 403 to all but its owners. One statement.

export const NOT_A_DISTRIBUTOR_MEMBER = "You are not a member of this distributor.";
export const DISTRIBUTOR_INACTIVE = "This distributor is deactivated.";

export type DistributorAccess = {
  distributor: { id: number; name: string; country: string; email: string | null; active: boolean };
  role: DistributorRole;
};

export async function distributorAccess(userId: number, distributorId: number): Promise<DistributorAccess> {
  const db = await getDb();
  const row = await db.distributor.findUnique({
    where: { id: distributorId },
    select: { id: true, name: true, country: true, email: true, active: true, members: { where: { userId }, select: { role: true } } },
  });
  if (!row) throw notFound("Distributor");
  const role = row.members[0]?.role;
  if (!role) throw forbidden(NOT_A_DISTRIBUTOR_MEMBER);
  if (!row.active && role !== "owner") throw forbidden(DISTRIBUTOR_INACTIVE);
  const { members: _members, ...distributor } = row;
  return { distributor, role };
}
