import { notFound } from "@/lib/api/errors";
import { passkeySelect, toPasskeyRecord } from "@/lib/auth/passkeys/serializers";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

export async function renamePasskey(userId: number, id: number, name: string, client?: ClientInfo) {
  const db = await getDb();
  // The owner is part of the query: someone else's passkey is simply not found.
  const changed = await db.passkey.updateMany({ where: { id, userId }, data: { name } });
  if (changed.count !== 1) throw notFound("Passkey");
  await recordClientEvent(db, client, { userId, type: "passkey.renamed", detail: { passkey_id: id, name } });
  const row = await db.passkey.findUniqueOrThrow({ where: { id }, select: passkeySelect });
  return toPasskeyRecord(row);
}
