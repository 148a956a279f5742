import { forbidden, unauthenticated } from "@/lib/api/errors";
import { passwordStep } from "@/lib/auth/login";
import type { AuthUser } from "@/lib/auth/guard";
import type { LegacySession, LegacyToken } from "@/lib/auth/schema";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { familyOfAccess } from "@/lib/auth/sessions/family-of-access";
import { issueLegacyToken } from "@/lib/auth/sessions/issue-legacy-token";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";
import { getDb } from "@/lib/db/client";
import type { Lang } from "@/lib/i18n/language";
import { loadUserRow } from "@/lib/users/get-profile";
import { toUserResource } from "@/lib/users/serializers";

// Older app versions: one bearer token, refreshed by presenting it (up to 14 days after expiry).

export const LEGACY_GRACE_SECONDS = 14 * 24 * 3600;
export const legacyHeaders = { Deprecation: "true", Sunset: "Sat, 31 Jul 2027 00:00:00 GMT", Link: '</api/v1/auth/login>; rel="successor-version"' };

export const LEGACY_MFA_MESSAGE =
  "This account uses two-step sign-in (an authenticator app or a passkey), which this version of the app does not support. Update the app or sign in on the website.";

export async function legacyLoginAs(userId: number, lang: Lang, client?: ClientInfo): Promise<LegacySession> {
  const token = await issueLegacyToken(userId, undefined, client);
  return { ...token, user: await toUserResource(await loadUserRow(userId), lang) };
}

export async function legacyLogin(input: { email: string; password: string }, client: ClientInfo, lang: Lang): Promise<LegacySession> {
  const { user, methods } = await passwordStep(input.email, input.password, client);
  if (methods.length) {
    // Older apps cannot answer a second factor: refuse with the reason instead of a token.
    const db = await getDb();
    await recordClientEvent(db, client, { userId: user.id, type: "login.failure", detail: { reason: "second_factor_unsupported_by_legacy_login" } });
    throw forbidden(LEGACY_MFA_MESSAGE);
  }
  return legacyLoginAs(user.id, lang, client);
}

/** A new token in the same family; the presented one is revoked. */
export async function legacyRefresh(user: AuthUser, client?: ClientInfo): Promise<LegacyToken> {
  // The 14-day grace is for legacy tokens only: a current access token (60 min, rotated through
  // its refresh token) must not be revived here.
  if (user.claims.typ !== "legacy") throw unauthenticated();
  const family = await familyOfAccess(user.claims.jti);
  const next = await issueLegacyToken(user.id, family, client);
  const db = await getDb();
  await db.revokedAccessToken.createMany({
    data: [{ jti: user.claims.jti, expiresAt: new Date((user.claims.exp + LEGACY_GRACE_SECONDS) * 1000) }],
    skipDuplicates: true,
  });
  await db.refreshToken.updateMany({ where: { accessJti: user.claims.jti }, data: { revokedAt: new Date() } });
  return next;
}

export const legacyLogout = (user: AuthUser, client?: ClientInfo) =>
  revokeSession(user.claims.jti, user.claims.exp + LEGACY_GRACE_SECONDS, { userId: user.id, client });
