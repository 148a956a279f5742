import { notFound } from "@/lib/api/errors";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { liveHeads } from "@/lib/auth/sessions/live-heads";
import { revokeFamilies } from "@/lib/auth/sessions/revoke-families";
import { getDb } from "@/lib/db/client";

// DELETE /auth/sessions/{id}, and the same from the sessions page: the family's refresh tokens
// are revoked and its access tokens denylisted in one transaction, the path logout takes, so they
// are refused at once. The ended session is a security event ("session.ended") written in the
// same transaction.

/** Ends one of the account's sessions; someone else's (or an ended one) is 404. */
export async function endSession(userId: number, familyId: string, client?: ClientInfo): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const live = await tx.refreshToken.findFirst({ where: { userId, familyId, ...liveHeads() }, select: { kind: true } });
    if (!live) throw notFound("Session");
    await revokeFamilies(tx, { userId, familyId });
    await recordClientEvent(tx, client, { userId, type: "session.ended", detail: { family_id: familyId, kind: live.kind } });
  });
}
