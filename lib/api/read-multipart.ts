import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import type { z } from "zod";
import { AppError, invalidField } from "@/lib/api/errors";
import { nulPath } from "@/lib/api/read-body";
import { zodToAppError } from "@/lib/api/validation";

// multipart/form-data for upload routes: streamed through busboy, the file part written to a
// private temporary folder as it arrives, so at most one chunk is in memory and a body over
// the limit is refused as soon as the limit is crossed (or before reading, by Content-Length).

/** Room for the part headers, boundaries and small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type MultipartOptions = {
  /** The form field that carries the file; other file parts are read past and dropped. */
  file: string;
  maxFileBytes: number;
};

export type UploadedFile = {
  /** A temporary file, removed by `cleanup()` once the handler has answered. */
  path: string;
  size: number;
  /** As the client named it: untrusted text. */
  fileName: string;
  /** As the client declared it: untrusted. */
  declaredType: string;
};

export type MultipartBody = { fields: Record<string, string>; file: UploadedFile | undefined; cleanup: () => Promise<void> };

const tooLarge = () => new AppError("payload_too_large", "The request body is too large.");
const malformed = () => invalidField("body", "The multipart body is malformed.");

export async function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartBody> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new AppError("unsupported_media_type", "The request body must be multipart/form-data.");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > options.maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  const dir = await mkdtemp(path.join(os.tmpdir(), "divecert-upload-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const parsed = req.body ? await parse(req.body, type, options, dir) : { fields: {}, file: undefined };
    return { ...parsed, cleanup };
  } catch (e) {
    await cleanup();
    throw e;
  }
}

function parse(
  body: ReadableStream<Uint8Array>,
  type: string,
  options: MultipartOptions,
  dir: string,
): Promise<{ fields: Record<string, string>; file: UploadedFile | undefined }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        defParamCharset: "utf8",
        // One byte over the limit is what tells "exactly the limit" from "too large".
        limits: { fileSize: options.maxFileBytes + 1, files: 5, fields: 20, fieldSize: 8 * 1024, parts: 30 },
      });
    } catch {
      reject(malformed());
      return;
    }
    const input = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let fileStream: Readable | undefined;
    let writing: Promise<void> = Promise.resolve();
    let received = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.unpipe(parser);
      // The parser is left to be collected: destroying it inside its own "limit" event breaks it.
      fileStream?.destroy();
      // The rest of the body is read and dropped rather than cancelled: cancelling Next's request
      // stream mid-read makes undici close it twice (an uncaught ERR_INVALID_STATE). Nothing is
      // kept, and the server's request timeout bounds a client that never stops sending.
      input.resume();
      reject(error);
    };
    input.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.maxFileBytes + MULTIPART_OVERHEAD_BYTES) fail(tooLarge());
    });
    input.on("error", (e) => fail(settled ? e : malformed()));
    parser.on("file", (name, stream, info) => {
      if (name !== options.file || file) {
        stream.resume();
        return;
      }
      const entry: UploadedFile = { path: path.join(dir, "upload"), size: 0, fileName: info.filename ?? "", declaredType: info.mimeType };
      file = entry;
      fileStream = stream;
      stream.on("data", (chunk: Buffer) => (entry.size += chunk.length));
      stream.on("limit", () => fail(tooLarge()));
      writing = pipeline(stream, createWriteStream(entry.path, { flags: "wx" }));
      writing.catch(fail);
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(invalidField(name, "The field is too long."));
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on("error", () => fail(malformed()));
    parser.on("close", () => {
      writing.then(() => {
        if (settled) return;
        settled = true;
        resolve({ fields, file });
      }, fail);
    });
    input.pipe(parser);
  });
}

/** Text fields of a multipart body may not carry NUL: PostgreSQL text cannot hold it. */
export function assertNoNulFields(fields: Record<string, string>): void {
  const nulField = nulPath(fields);
  if (nulField) throw invalidField(nulField, "The field must not contain NUL characters.");
}

/** The text fields of a multipart body as every upload door checks them: no NUL, then the schema (422). */
export function parseMultipartFields<S extends z.ZodType>(fields: Record<string, string>, schema: S): z.output<S> {
  assertNoNulFields(fields);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}
