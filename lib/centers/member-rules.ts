import type { CenterRole } from "@/generated/prisma/enums";
import { invalidField } from "@/lib/api/errors";
import { todayUtc } from "@/lib/dates";
import type { Db } from "@/lib/db/client";
import { professionalStatusOn } from "@/lib/professional/membership-status";

// Rules every way into a team shares (staff adding a member, an accepted invitation, a role
// change): an `instructor` member must be an active professional (422 on `field`).

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const NOT_ACTIVE_PROFESSIONAL = "An instructor member must be an active dive professional.";

export async function isActiveProfessional(db: Db | Tx, userId: number, today = todayUtc()): Promise<boolean> {
  const m = await db.professionalMembership.findUnique({ where: { userId }, select: { status: true, expireDate: true } });
  return !!m && professionalStatusOn(m, today) === "active";
}

/** 422 when `role` is instructor and the account is not an active professional. */
export async function assertRoleAllowed(db: Db | Tx, userId: number, role: CenterRole, field = "role"): Promise<void> {
  if (role === "instructor" && !(await isActiveProfessional(db, userId))) throw invalidField(field, NOT_ACTIVE_PROFESSIONAL);
}
