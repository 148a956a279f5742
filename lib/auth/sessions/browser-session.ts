import { randomUUID } from "node:crypto";
import { shortIp, type ClientInfo } from "@/lib/auth/client-info";
import { randomToken, tokenHash } from "@/lib/auth/keys";
import { noteSignIn } from "@/lib/auth/new-device";
import { revokeFamilies } from "@/lib/auth/sessions/revoke-families";
import { getDb } from "@/lib/db/client";

// Browser sign-ins (next-auth cookies) are refresh families too, of kind "browser", so the
// sessions list shows them and ending one signs that browser out (decision 0026). The family's
// one row holds no usable token: its hash is of a random value nobody keeps.

/** As long as the next-auth cookie (lib/auth/browser/next-auth-options.ts), rolled forward on use. */
export const BROWSER_SESSION_SECONDS = 7 * 24 * 3600;
const TOUCH_EVERY_MS = 5 * 60_000;

/** The pseudo access-token id of a browser session: what "keep this session" passes to the session services. */
export const browserJti = (familyId: string) => `browser:${familyId}`;

export async function startBrowserSession(userId: number, client: ClientInfo): Promise<string> {
  const db = await getDb();
  const familyId = randomUUID();
  await db.refreshToken.create({
    data: {
      userId,
      familyId,
      kind: "browser",
      tokenHash: tokenHash(randomToken()),
      accessJti: browserJti(familyId),
      expiresAt: new Date(Date.now() + BROWSER_SESSION_SECONDS * 1000),
      userAgent: client.userAgent,
      ip: shortIp(client.ip),
      lastUsedAt: new Date(),
    },
  });
  await noteSignIn(userId, client);
  return familyId;
}

/**
 * Whether the browser session is still on (not ended from the list, not expired); its last use
 * (and expiry) move forward at most every 5 minutes, so a page view rarely writes.
 */
export async function browserSessionActive(userId: number, familyId: string): Promise<boolean> {
  const db = await getDb();
  const now = Date.now();
  const row = await db.refreshToken.findFirst({
    where: { userId, familyId, kind: "browser", revokedAt: null, expiresAt: { gt: new Date(now) } },
    select: { id: true, lastUsedAt: true },
  });
  if (!row) return false;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.refreshToken.updateMany({
      where: { id: row.id, revokedAt: null },
      data: { lastUsedAt: new Date(now), expiresAt: new Date(now + BROWSER_SESSION_SECONDS * 1000) },
    });
  }
  return true;
}

/** Signing out of the browser ends its family. */
export async function endBrowserSession(familyId: string): Promise<void> {
  const db = await getDb();
  await db.$transaction((tx) => revokeFamilies(tx, { familyId }));
}
