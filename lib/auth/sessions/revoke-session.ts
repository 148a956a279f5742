import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { revokeFamilies } from "@/lib/auth/sessions/revoke-families";
import { getDb } from "@/lib/db/client";

/** Logout: the presented access token and the refresh family it belongs to stop at once. */
export async function revokeSession(jti: string, exp: number, who?: { userId: number; client?: ClientInfo }): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.revokedAccessToken.createMany({ data: [{ jti, expiresAt: new Date(exp * 1000) }], skipDuplicates: true });
    const own = await tx.refreshToken.findMany({ where: { accessJti: jti }, select: { familyId: true } });
    for (const { familyId } of own) await revokeFamilies(tx, { familyId });
    if (who) await recordClientEvent(tx, who.client, { userId: who.userId, type: "logout" });
  });
}
