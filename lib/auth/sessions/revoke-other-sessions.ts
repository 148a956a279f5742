import { revokeFamilies, type Tx } from "@/lib/auth/sessions/revoke-families";

/** Every session of the user except the one holding `keepJti` (password change). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepJti: string): Promise<void> {
  const keep = await tx.refreshToken.findFirst({ where: { accessJti: keepJti }, select: { familyId: true } });
  await revokeFamilies(tx, keep ? { userId, NOT: { familyId: keep.familyId } } : { userId });
}
