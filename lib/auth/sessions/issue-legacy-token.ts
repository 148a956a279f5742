import { randomUUID } from "node:crypto";
import { signAccessToken } from "@/lib/auth/jwt";
import { randomToken, tokenHash } from "@/lib/auth/keys";
import { noteSignIn, seenAgain } from "@/lib/auth/new-device";
import type { LegacyToken } from "@/lib/auth/schema";
import type { ClientInfo } from "@/lib/auth/security-events";
import { clientColumns, REFRESH_TTL_SECONDS } from "@/lib/auth/sessions/token-pair";
import { getDb } from "@/lib/db/client";

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
