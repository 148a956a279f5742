// The checks the browser can make (upload form) before sending: the size, and the first bytes (the server
// decides by content too, so a renamed file is caught here the same way).

import { MAX_DOCUMENT_BYTES } from "@/lib/documents/limits";

const signatures: { type: string; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The type the leading bytes announce, or null for anything but PDF, JPEG and PNG. */
export function sniffType(head: Uint8Array): string | null {
  return signatures.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

/** null when the file may be sent, else the message to show beside the picker. */
export async function checkFile(file: { size: number; slice: (start: number, end: number) => Blob }): Promise<string | null> {
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_DOCUMENT_BYTES) return "The file is larger than 10 MB (10 MiB). Please choose a smaller file.";
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffType(head) ? null : "The file must be a PDF, JPEG or PNG document.";
}
