import { Readable } from "node:stream";
import { notFound } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { contentDisposition } from "@/lib/documents/file-name";
import { visibleTo } from "@/lib/documents/list-documents";
import { fileStore } from "@/lib/documents/storage/file-store";
import { MissingFileError } from "@/lib/documents/storage/store";
import { logger } from "@/lib/log";

// GET /diver/documents/{id}/file (own or organisation) and GET /admin/documents/{id}/file
// (staff, any diver's upload): the stored bytes, streamed, as an attachment.

type Scope = { userId: number } | { staff: true };

export async function getDocumentFile(scope: Scope, id: number): Promise<Response> {
  const db = await getDb();
  const where = "staff" in scope ? { id, deletedAt: null } : { id, ...visibleTo(scope.userId) };
  const row = await db.document.findFirst({ where, select: { storageKey: true, mimeType: true, size: true, fileName: true } });
  if (!row) throw notFound("Document");
  let stream: Readable;
  try {
    stream = await fileStore().get(row.storageKey);
  } catch (e) {
    if (!(e instanceof MissingFileError)) throw e;
    // The row outlived its bytes (restored backup, manual clean-up): to the client it is gone.
    logger.error("document bytes missing", { id, key: row.storageKey });
    throw notFound("Document");
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": row.mimeType,
      "Content-Length": String(row.size),
      "Content-Disposition": contentDisposition(row.fileName),
      "X-Content-Type-Options": "nosniff",
      // The bytes are private: no shared cache keeps them, and they never run as a page.
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
