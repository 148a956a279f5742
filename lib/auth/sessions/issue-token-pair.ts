import { randomUUID } from "node:crypto";
import { noteSignIn } from "@/lib/auth/new-device";
import type { TokenResponse } from "@/lib/auth/schema";
import type { ClientInfo } from "@/lib/auth/security-events";
import { mintPair, refreshRow } from "@/lib/auth/sessions/token-pair";
import { getDb } from "@/lib/db/client";

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
