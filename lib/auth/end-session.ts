import { notFound } from "@/lib/api/errors";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { revokeFamilies } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";

// DELETE /auth/sessions/{id} and DELETE /auth/sessions (every other session), and the same from
// the sessions page: the family's refresh tokens are revoked and its access tokens denylisted in
// one transaction, the path logout takes, so they are refused at once. Each ended session is a
// security event ("session.ended") written in the same transaction.

const active = () => ({ revokedAt: null, rotatedAt: null, expiresAt: { gt: new Date() } });

/** Ends one of the account's sessions; someone else's (or an ended one) is 404. */
export async function endSession(userId: number, familyId: string, client?: ClientInfo): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const live = await tx.refreshToken.findFirst({ where: { userId, familyId, ...active() }, select: { kind: true } });
    if (!live) throw notFound("Session");
    await revokeFamilies(tx, { userId, familyId });
    await recordClientEvent(tx, client, { userId, type: "session.ended", detail: { family_id: familyId, kind: live.kind } });
  });
}

/** Ends every session of the account but `keepFamily` (the one asking); answers how many ended. */
export async function endOtherSessions(userId: number, keepFamily: string | null, client?: ClientInfo): Promise<number> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const others = keepFamily ? { userId, NOT: { familyId: keepFamily } } : { userId };
    const ended = await tx.refreshToken.groupBy({ by: ["familyId"], where: { ...others, ...active() } });
    await revokeFamilies(tx, others);
    if (ended.length) {
      await recordClientEvent(tx, client, {
        userId,
        type: "session.ended",
        detail: { family_ids: ended.map((e) => e.familyId), kept: keepFamily, scope: "others" },
      });
    }
    return ended.length;
  });
}
