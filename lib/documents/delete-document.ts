import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { fileStore } from "@/lib/documents/storage/file-store";
import { logger } from "@/lib/log";

// DELETE /diver/documents/{id}: own documents only, whatever their review state. The row stays
// (soft delete: the review trail and a medical approval keep their reference); the bytes go.

export async function deleteDocument(userId: number, id: number): Promise<void> {
  const db = await getDb();
  const row = await db.document.findFirst({ where: { id, userId, deletedAt: null }, select: { storageKey: true } });
  if (!row) throw notFound("Document");
  const marked = await db.document.updateMany({ where: { id, userId, deletedAt: null }, data: { deletedAt: new Date() } });
  // A concurrent delete got there first: same answer as for an unknown document.
  if (marked.count === 0) throw notFound("Document");
  try {
    await fileStore().delete(row.storageKey);
  } catch (e) {
    // The row is already gone for the diver; bytes left behind are logged for clean-up.
    logger.error("deleted document bytes not removed", { id, key: row.storageKey, error: (e as Error).message });
  }
}
