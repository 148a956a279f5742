import { getDb } from "@/lib/db/client";

/** The session (refresh family) an access token was minted in, by its jti; undefined for none. */
export async function familyOfAccess(jti: string): Promise<string | undefined> {
  const db = await getDb();
  const row = await db.refreshToken.findFirst({ where: { accessJti: jti }, select: { familyId: true } });
  return row?.familyId;
}
