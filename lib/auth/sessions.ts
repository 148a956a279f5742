import { randomUUID } from "node:crypto";
import { unauthenticated } from "@/lib/api/errors";
import { signAccessToken } from "@/lib/auth/jwt";
import { shortIp, storedUserAgent } from "@/lib/auth/client-info";
import { randomToken, seal, tokenHash, unseal } from "@/lib/auth/keys";
import { noteSignIn, seenAgain } from "@/lib/auth/new-device";
import type { LegacyToken, TokenResponse } from "@/lib/auth/schema";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb, type Db } from "@/lib/db/client";

// Access JWTs (60 min) paired with opaque refresh tokens (30 days) that rotate on every use.
// A rotated token presented again revokes its whole family, except a retry within the grace
// window, which receives the very pair the first call got.

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
const RETRY_GRACE_MS = 60_000;

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

async function mintPair(userId: number) {
  const access = await signAccessToken(userId);
  const refresh = randomToken();
  const response: TokenResponse = {
    access_token: access.token,
    token_type: "bearer",
    expires_in: access.expiresIn,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_TTL_SECONDS,
  };
  return { access, refresh, response };
}

/** The columns the sessions list reads (decision 0026): the client as last seen, and when. */
const clientColumns = (client: ClientInfo | undefined) =>
  client ? { userAgent: storedUserAgent(client.userAgent), ip: shortIp(client.ip), lastUsedAt: new Date() } : {};

function refreshRow(userId: number, familyId: string, pair: Awaited<ReturnType<typeof mintPair>>, deviceName?: string | null, client?: ClientInfo) {
  return {
    userId,
    familyId,
    tokenHash: tokenHash(pair.refresh),
    accessJti: pair.access.jti,
    deviceName: deviceName ?? null,
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    ...clientColumns(client),
  };
}

/**
 * A sign-in: a new refresh family. With the client (user agent and address) the session shows
 * where it came from, and a device not seen for 90 days gets the new-device e-mail.
 */
export async function issueTokenPair(userId: number, deviceName?: string | null, client?: ClientInfo): Promise<TokenResponse> {
  const db = await getDb();
  const pair = await mintPair(userId);
  await db.refreshToken.create({ data: refreshRow(userId, randomUUID(), pair, deviceName, client) });
  if (client) await noteSignIn(userId, client);
  return pair.response;
}

/**
 * Legacy tokens have no refresh token for the client, but get a family so revocation reaches them.
 * A new family is a sign-in; a legacy refresh passes the family it continues.
 */
export async function issueLegacyToken(userId: number, familyId?: string, client?: ClientInfo): Promise<LegacyToken> {
  const db = await getDb();
  const access = await signAccessToken(userId, "legacy");
  await db.refreshToken.create({
    data: {
      userId,
      familyId: familyId ?? randomUUID(),
      kind: "legacy",
      tokenHash: tokenHash(randomToken()),
      accessJti: access.jti,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
      ...clientColumns(client),
    },
  });
  if (client && !familyId) await noteSignIn(userId, client);
  else if (client) await seenAgain(userId, client);
  return { token: access.token, token_type: "bearer", expires_in: access.expiresIn };
}

export async function familyOfAccess(jti: string): Promise<string | undefined> {
  const db = await getDb();
  const row = await db.refreshToken.findFirst({ where: { accessJti: jti }, select: { familyId: true } });
  return row?.familyId;
}

export async function revokeFamilies(tx: Tx | Db, where: { familyId?: string; userId?: number; NOT?: { familyId: string } }) {
  const rows = await tx.refreshToken.findMany({
    where: { ...where, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { accessJti: true },
  });
  await tx.refreshToken.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  // Access tokens minted with those refresh tokens die with them.
  // Long enough to outlive legacy tokens, which the legacy refresh accepts 14 days past expiry.
  const expiresAt = new Date(Date.now() + 15 * 24 * 3600 * 1000);
  if (rows.length) {
    await tx.revokedAccessToken.createMany({
      data: rows.map((r) => ({ jti: r.accessJti, expiresAt })),
      skipDuplicates: true,
    });
  }
}

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

/** Every session of the user except the one holding `keepJti` (password change). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepJti: string): Promise<void> {
  const keep = await tx.refreshToken.findFirst({ where: { accessJti: keepJti }, select: { familyId: true } });
  await revokeFamilies(tx, keep ? { userId, NOT: { familyId: keep.familyId } } : { userId });
}

/** Every session of the user, including access tokens minted without a refresh token. */
export async function revokeAllSessions(tx: Tx, userId: number): Promise<void> {
  await revokeFamilies(tx, { userId });
  await tx.user.update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });
}
