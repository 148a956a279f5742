import { allowedTypes, type AllowedType } from "@/lib/documents/schema";

// The client's file name is shown back to people and sent in Content-Disposition, never used
// as a path: it is reduced to its last segment, without control or bidi characters, bounded,
// and given the extension of what the bytes really are.

const MAX_NAME = 150;
const extensionsOf: Record<AllowedType, string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
};

export function cleanFileName(raw: string, type: AllowedType): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  let name = last
    .normalize("NFC")
    // C0/C1 controls, and bidi overrides that could disguise the extension shown to people.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/["<>|:*?]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const wanted = extensionsOf[type];
  const finalExt = wanted.includes(ext) ? ext : allowedTypes[type];
  name = (stem || "document").slice(0, MAX_NAME - finalExt.length - 1).trim();
  return `${name || "document"}.${finalExt}`;
}

/** The title a document gets when the upload names none: its file name without extension. */
export const titleFromFileName = (fileName: string) => fileName.replace(/\.[^.]+$/, "");

/** RFC 6266/5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
