import { createHash, randomUUID } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { DocumentKind } from "@/generated/prisma/enums";
import { getDb } from "@/lib/db/client";
import { fileStore } from "@/lib/documents/storage/file-store";
import { call, type RouteHandler } from "@/tests/support/http";

// Real files for upload tests (PDF, PNG, JPEG with EXIF), and a multipart/form-data encoder
// that gives the test control of every byte and header.

export async function pdfBytes(text = "DiveCert test document"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A valid PDF grown to exactly `size` bytes with a trailing PDF comment. */
export async function pdfOfSize(size: number): Promise<Buffer> {
  const base = await pdfBytes();
  const pad = size - base.length - 2;
  return Buffer.concat([base, Buffer.from("%"), Buffer.alloc(pad, "x"), Buffer.from("\n")]);
}

export const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

/** A JPEG carrying EXIF (camera, GPS) and an orientation that rotates it a quarter turn. */
export const jpegWithExif = () =>
  sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "DiveCam", Model: "Secret Model X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 24/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

export function multipart(parts: Part[]): { body: Uint8Array; contentType: string } {
  const boundary = `----divecert${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`;
      chunks.push(Buffer.from(head), part.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const DOCUMENTS_PATH = "/api/v1/diver/documents";

export function upload(handler: RouteHandler, token: string, parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  return call(handler, { method: "POST", path: DOCUMENTS_PATH, token, body, headers: { "content-type": contentType, ...headers } });
}

/** An organisation document as the seed makes one: published, no owner, bytes in the store. */
export async function createOrganisationDocument(title: string, published = true) {
  const bytes = await pdfBytes(title);
  const key = `organisation/test-${Math.random().toString(16).slice(2)}.pdf`;
  await fileStore().put(key, { body: bytes, size: bytes.length, contentType: "application/pdf" });
  const db = await getDb();
  return db.document.create({
    data: { title, fileName: `${title}.pdf`, mimeType: "application/pdf", size: bytes.length, sha256: "0".repeat(64), storageKey: key, published },
    select: { id: true, storageKey: true },
  });
}

/** A diver's document row straight in the database, for tests that never read its bytes. */
export async function createDocument(userId: number, options: { kind?: DocumentKind; deleted?: boolean; title?: string } = {}) {
  const db = await getDb();
  const key = randomUUID();
  return db.document.create({
    data: {
      userId,
      kind: options.kind ?? "license",
      title: options.title ?? "Card front",
      fileName: "card.jpg",
      mimeType: "image/jpeg",
      size: 1234,
      sha256: createHash("sha256").update(key).digest("hex"),
      storageKey: `test/${key}.jpg`,
      status: "pending",
      deletedAt: options.deleted ? new Date() : null,
    },
    select: { id: true },
  });
}
