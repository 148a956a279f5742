import { notFound } from "@/lib/api/errors";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

export async function removePasskey(userId: number, id: number, client?: ClientInfo): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // The owner is part of the query: someone else's passkey is simply not found.
    const removed = await tx.passkey.deleteMany({ where: { id, userId } });
    if (removed.count !== 1) throw notFound("Passkey");
    await recordClientEvent(tx, client, { userId, type: "passkey.removed", detail: { passkey_id: id } });
  });
}
