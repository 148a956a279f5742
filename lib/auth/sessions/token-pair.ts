import { signAccessToken } from "@/lib/auth/jwt";
import { shortIp, storedUserAgent } from "@/lib/auth/client-info";
import { randomToken, tokenHash } from "@/lib/auth/keys";
import type { TokenResponse } from "@/lib/auth/schema";
import type { ClientInfo } from "@/lib/auth/security-events";

// Access JWTs (60 min) paired with opaque refresh tokens (30 days) that rotate on every use
// (lib/auth/sessions/rotate-refresh-token.ts). A session is a refresh family: the tokens issued
// from one sign-in, each rotation adding the next. This file mints a pair and its stored row.

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export type TokenPair = Awaited<ReturnType<typeof mintPair>>;

export async function mintPair(userId: number) {
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
export const clientColumns = (client: ClientInfo | undefined) =>
  client ? { userAgent: storedUserAgent(client.userAgent), ip: shortIp(client.ip), lastUsedAt: new Date() } : {};

/** The stored refresh token of a freshly minted pair, in `familyId`. */
export function refreshRow(userId: number, familyId: string, pair: TokenPair, deviceName?: string | null, client?: ClientInfo) {
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
