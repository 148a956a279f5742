import type { Prisma } from "@/generated/prisma/client";
import { conflict, notFound } from "@/lib/api/errors";

/**
 * Moves a pending request to its decision inside the caller's transaction. The conditional
 * update takes the row lock, so of two staff deciding at once exactly one wins; the other
 * (and any later attempt) gets 409.
 */
export async function claimPending(tx: Prisma.TransactionClient, id: number, data: Prisma.RecognitionUncheckedUpdateManyInput) {
  const { count } = await tx.recognition.updateMany({ where: { id, status: "pending" }, data });
  if (count === 0) {
    const existing = await tx.recognition.findUnique({ where: { id }, select: { status: true } });
    if (!existing) throw notFound("Recognition");
    throw conflict(`This recognition request was already ${existing.status}.`);
  }
  return tx.recognition.findUniqueOrThrow({
    where: { id },
    select: { userId: true, agency: true, certificationName: true, user: { select: { email: true, firstName: true, defaultLanguage: true } } },
  });
}
