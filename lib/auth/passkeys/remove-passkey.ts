import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";

export async function removePasskey(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const removed = await db.passkey.deleteMany({ where: { id, userId } });
  if (removed.count !== 1) throw notFound("Passkey");
}
