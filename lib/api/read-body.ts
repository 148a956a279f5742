import { AppError, invalidField } from "@/lib/api/errors";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON body, read with a size cap; {} when empty so missing fields give field errors. */
export async function readBody(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", "The request body is too large.");
  const text = await readCapped(req, maxBytes);
  if (!text.trim()) return {};
  const type = req.headers.get("content-type") ?? "";
  if (type && !/json/i.test(type)) {
    throw new AppError("unsupported_media_type", "The request body must be JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField("body", "The request body is not valid JSON.");
  }
}

async function readCapped(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large", "The request body is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
