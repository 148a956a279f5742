import { Readable } from "node:stream";
import { AppError, notFound } from "@/lib/api/errors";
import { checkSignature } from "@/lib/auth/signed-url";
import { getDb } from "@/lib/db/client";
import { fileStore } from "@/lib/documents/storage/file-store";
import { MissingFileError } from "@/lib/documents/storage/store";
import { logger } from "@/lib/log";
import { exportDownloadPath } from "@/lib/privacy/export-links";

// GET /profile/exports/{id}/download?expires=&signature=: the ZIP itself, streamed from the
// file store. The signature is the authorisation (the link is mailed to the account's address).

export async function downloadExport(id: string, expires?: string, signature?: string): Promise<Response> {
  const check = checkSignature(exportDownloadPath(id), expires ?? null, signature ?? null);
  if (check === "invalid") throw new AppError("forbidden", "Invalid signature.");
  if (check === "expired") throw new AppError("forbidden", "This download link has expired. Request a new export.");
  const db = await getDb();
  const row = await db.dataExport.findFirst({
    where: { id, status: "ready", expiresAt: { gt: new Date() } },
    select: { storageKey: true, size: true, readyAt: true },
  });
  if (!row?.storageKey) throw notFound("Export");
  let stream: Readable;
  try {
    stream = await fileStore().get(row.storageKey);
  } catch (e) {
    if (!(e instanceof MissingFileError)) throw e;
    logger.error("export ZIP missing", { id, key: row.storageKey });
    throw notFound("Export");
  }
  const day = (row.readyAt ?? new Date()).toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      ...(row.size !== null ? { "Content-Length": String(row.size) } : {}),
      "Content-Disposition": `attachment; filename="divecert-data-export-${day}.zip"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
