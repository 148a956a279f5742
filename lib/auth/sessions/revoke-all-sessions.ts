import { revokeFamilies, type Tx } from "@/lib/auth/sessions/revoke-families";

/** Every session of the user, including access tokens minted without a refresh token. */
export async function revokeAllSessions(tx: Tx, userId: number): Promise<void> {
  await revokeFamilies(tx, { userId });
  await tx.user.update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });
}
