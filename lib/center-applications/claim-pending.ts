import type { Prisma } from "@/generated/prisma/client";
import { conflict, notFound } from "@/lib/api/errors";

export const alreadyDecided = (status: string) =>
  status === "approved" ? "This dive center application was already approved." : "This dive center application was already rejected.";

/**
 * Moves a pending application to its decision inside the caller's transaction. The conditional
 * update takes the row lock, so of two staff deciding at once exactly one wins; the other (and
 * any later attempt) gets 409.
 */
export async function claimPending(tx: Prisma.TransactionClient, id: number, data: Prisma.DiveCenterApplicationUncheckedUpdateManyInput) {
  const { count } = await tx.diveCenterApplication.updateMany({ where: { id, status: "pending" }, data });
  if (count === 0) {
    const existing = await tx.diveCenterApplication.findUnique({ where: { id }, select: { status: true } });
    if (!existing) throw notFound("Dive center application");
    throw conflict(alreadyDecided(existing.status));
  }
  return tx.diveCenterApplication.findUniqueOrThrow({
    where: { id },
    select: {
      id: true, userId: true, name: true, country: true, stateCode: true, city: true, address: true, phone: true, email: true, website: true, distributorId: true,
      user: { select: { email: true, firstName: true, defaultLanguage: true, status: true } },
    },
  });
}
