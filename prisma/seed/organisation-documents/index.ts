import { sha256Of } from "@/lib/documents/prepare-file";
import { renderPdf, type PdfContent } from "@/lib/documents/render-pdf";
import { fileStore } from "@/lib/documents/storage/file-store";
import { MissingFileError } from "@/lib/documents/storage/store";
import type { Db } from "@/lib/db/client";
import { diverManual } from "@/prisma/seed/organisation-documents/diver-manual";
import { trainingStandards } from "@/prisma/seed/organisation-documents/training-standards";

// The organisation's published documents: generated as PDFs, stored through the file store,
// listed for every diver. Idempotent: an existing row is left alone, only missing bytes (a new
// DATA_DIR, a switch to S3) are written again.

const EDITION_DATE = new Date("2026-01-01T00:00:00.000Z");

export const organisationDocuments: { key: string; fileName: string; content: PdfContent }[] = [
  { key: "organisation/divecert-training-standards.pdf", fileName: "DiveCert Training Standards.pdf", content: trainingStandards },
  { key: "organisation/divecert-diver-manual.pdf", fileName: "DiveCert Diver Manual.pdf", content: diverManual },
];

async function hasBytes(key: string): Promise<boolean> {
  try {
    (await fileStore().get(key)).destroy();
    return true;
  } catch (e) {
    if (e instanceof MissingFileError) return false;
    throw e;
  }
}

export async function seedOrganisationDocuments(db: Db): Promise<number> {
  for (const doc of organisationDocuments) {
    const existing = await db.document.findUnique({ where: { storageKey: doc.key }, select: { id: true } });
    if (existing && (await hasBytes(doc.key))) continue;
    const bytes = Buffer.from(await renderPdf(doc.content, EDITION_DATE));
    await fileStore().put(doc.key, { body: bytes, size: bytes.length, contentType: "application/pdf" });
    const data = { size: bytes.length, sha256: sha256Of(bytes) };
    if (existing) await db.document.update({ where: { id: existing.id }, data });
    else {
      await db.document.create({
        data: { ...data, title: doc.content.title, fileName: doc.fileName, mimeType: "application/pdf", storageKey: doc.key, kind: "general", published: true, uploadedAt: EDITION_DATE },
      });
    }
  }
  return organisationDocuments.length;
}
