import { unauthenticated } from "@/lib/api/errors";
import { seal, tokenHash, unseal } from "@/lib/auth/keys";
import { seenAgain } from "@/lib/auth/new-device";
import type { TokenResponse } from "@/lib/auth/schema";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { revokeFamilies } from "@/lib/auth/sessions/revoke-families";
import { mintPair, refreshRow } from "@/lib/auth/sessions/token-pair";
import { getDb } from "@/lib/db/client";

// A refresh token rotates on every use. A rotated token presented again revokes its whole
// family, except a retry within the grace window, which receives the very pair the first call got.

const RETRY_GRACE_MS = 60_000;

export async function rotateRefreshToken(presented: string, client?: ClientInfo): Promise<TokenResponse> {
  const db = await getDb();
  const row = await db.refreshToken.findUnique({ where: { tokenHash: tokenHash(presented) } });
  if (!row || row.revokedAt || row.expiresAt < new Date()) throw unauthenticated();
  if (row.rotatedAt) return replayOrRevoke(row, client);
  const pair = await mintPair(row.userId);
  const rotated = await db.$transaction(async (tx) => {
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, rotatedAt: null, revokedAt: null },
      data: { rotatedAt: new Date(), successorSealed: seal(JSON.stringify(pair.response)) },
    });
    if (claimed.count !== 1) return false;
    await tx.refreshToken.create({
      data: { ...refreshRow(row.userId, row.familyId, pair, row.deviceName, client), kind: row.kind, ...(client ? {} : { userAgent: row.userAgent, ip: row.ip, lastUsedAt: new Date() }) },
    });
    return true;
  });
  // A refresh keeps its device known; it is not a sign-in, so it never sends the e-mail.
  if (rotated && client) await seenAgain(row.userId, client);
  if (!rotated) {
    // A concurrent call rotated it first: answer as a retry.
    const again = await db.refreshToken.findUnique({ where: { id: row.id } });
    if (!again) throw unauthenticated();
    return replayOrRevoke(again, client);
  }
  return pair.response;
}

async function replayOrRevoke(
  row: { userId: number; familyId: string; rotatedAt: Date | null; successorSealed: string | null; revokedAt: Date | null },
  client?: ClientInfo,
) {
  const db = await getDb();
  const withinGrace = row.rotatedAt && Date.now() - row.rotatedAt.getTime() <= RETRY_GRACE_MS;
  const previous = withinGrace && !row.revokedAt && row.successorSealed ? unseal(row.successorSealed) : undefined;
  if (previous) return JSON.parse(previous) as TokenResponse;
  await db.$transaction(async (tx) => {
    await revokeFamilies(tx, { familyId: row.familyId });
    await recordClientEvent(tx, client, { userId: row.userId, type: "refresh.reuse", detail: { family_id: row.familyId } });
  });
  throw unauthenticated();
}
