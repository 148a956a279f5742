import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { AppError, invalidField } from "@/lib/api/errors";
import type { UploadedFile } from "@/lib/api/read-multipart";
import { cleanFileName } from "@/lib/documents/file-name";
import { allowedTypes, MAX_DOCUMENT_BYTES, type AllowedType } from "@/lib/documents/schema";

// An upload turned into the bytes we keep: the type decided by the content, images re-encoded
// without their metadata (EXIF, GPS, text chunks) and with their orientation applied.

export type PreparedFile = {
  type: AllowedType;
  /** The client's name for the file, cleaned, with the extension of the real type. */
  fileName: string;
  size: number;
  sha256: string;
  /** Fresh each call: a PDF is streamed from the temporary file, an image from memory. */
  body: () => Buffer | Readable;
};

const typeMessage = "The file must be a PDF, JPEG or PNG document.";
const MAX_IMAGE_PIXELS = 100_000_000;

export async function prepareFile(file: UploadedFile | undefined): Promise<PreparedFile> {
  if (!file) throw invalidField("file", "The file field is required.");
  if (file.size === 0) throw invalidField("file", "The file is empty.");
  if (file.size > MAX_DOCUMENT_BYTES) throw new AppError("payload_too_large", "The file may be at most 10 MiB.");
  const detected = await fileTypeFromFile(file.path);
  const type = detected?.mime;
  if (!type || !(type in allowedTypes)) throw invalidField("file", typeMessage);
  if (type === "application/pdf") {
    return { type, fileName: cleanFileName(file.fileName, type), size: file.size, sha256: await hashFile(file.path), body: () => createReadStream(file.path) };
  }
  const image = type as AllowedType;
  const bytes = await stripImage(file.path, image);
  // Re-encoding can grow an image; what we keep obeys the same limit as what was sent.
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError("payload_too_large", "The file may be at most 10 MiB.");
  return { type: image, fileName: cleanFileName(file.fileName, image), size: bytes.length, sha256: sha256Of(bytes), body: () => bytes };
}

async function stripImage(path: string, type: AllowedType): Promise<Buffer> {
  try {
    // sharp writes no metadata unless asked (withMetadata); rotate() bakes the EXIF orientation
    // into the pixels before the orientation tag is dropped with the rest.
    // A few hundred KB of JPEG can declare 16k × 16k pixels (1 GB decoded): refuse what no card,
    // licence or certificate scan needs (100 megapixels) before decoding it.
    const image = sharp(path, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    return await (type === "image/png" ? image.png() : image.jpeg({ quality: 92, mozjpeg: true })).toBuffer();
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) throw invalidField("file", "The image has too many pixels (at most 100 megapixels).");
    throw invalidField("file", "The image could not be read.");
  }
}

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function hashFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

/** A generated key: nothing of the client's name reaches the store. */
export function storageKeyFor(type: AllowedType, now = new Date()): string {
  const month = now.toISOString().slice(0, 7).replace("-", "/");
  return `documents/${month}/${randomUUID()}.${allowedTypes[type]}`;
}
