import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { liveHeads } from "@/lib/auth/sessions/live-heads";
import { revokeFamilies } from "@/lib/auth/sessions/revoke-families";
import { getDb } from "@/lib/db/client";

// DELETE /auth/sessions ("sign out everywhere else"), and the same from the sessions page: as
// endSession (lib/auth/sessions/end-session.ts), for every family but the one asking, with one
// security event naming them all.

/** Ends every session of the account but `keepFamily` (the one asking); answers how many ended. */
export async function endOtherSessions(userId: number, keepFamily: string | null, client?: ClientInfo): Promise<number> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const others = keepFamily ? { userId, NOT: { familyId: keepFamily } } : { userId };
    const ended = await tx.refreshToken.groupBy({ by: ["familyId"], where: { ...others, ...liveHeads() } });
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
