import type { UploadedFile } from "@/lib/api/read-multipart";
import { getDb } from "@/lib/db/client";
import { dateOnly } from "@/lib/dates";
import { titleFromFileName } from "@/lib/documents/file-name";
import { prepareFile, storageKeyFor } from "@/lib/documents/prepare-file";
import type { UploadDocumentInput } from "@/lib/documents/schema";
import { documentSelect, serializeDocument } from "@/lib/documents/serializers";
import { fileStore } from "@/lib/documents/storage/file-store";
import { logger } from "@/lib/log";

// POST /diver/documents: a diver's own document, pending until staff review it.

export async function uploadDocument(userId: number, input: UploadDocumentInput, file: UploadedFile | undefined) {
  const prepared = await prepareFile(file);
  const { fileName } = prepared;
  const key = storageKeyFor(prepared.type);
  const store = fileStore();
  await store.put(key, { body: prepared.body(), size: prepared.size, contentType: prepared.type });
  const db = await getDb();
  try {
    const row = await db.document.create({
      data: {
        userId,
        kind: input.kind,
        title: input.title || titleFromFileName(fileName),
        fileName,
        mimeType: prepared.type,
        size: prepared.size,
        sha256: prepared.sha256,
        storageKey: key,
        status: "pending",
        expiresOn: input.expires_on ? dateOnly(input.expires_on) : null,
      },
      select: documentSelect,
    });
    return serializeDocument(row);
  } catch (e) {
    // No row points at the bytes: they would never be reachable nor deleted.
    await store.delete(key).catch((err) => logger.error("orphan document bytes not removed", { key, error: (err as Error).message }));
    throw e;
  }
}
