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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField("body", "The request body is not valid JSON.");
  }
  const nul = nulPath(value);
  if (nul) throw invalidField(nul, "The field must not contain NUL characters.");
  return value;
}

/**
 * Dotted path of the first string (value or key) holding a NUL character, which PostgreSQL text
 * cannot store; walked without recursion, as a body may nest deeply.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\0")) return path || "body";
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (k.includes("\0")) return path || "body";
        stack.push([child, p]);
      }
    }
  }
  return undefined;
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
