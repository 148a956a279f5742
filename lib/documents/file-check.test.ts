import { describe, expect, it } from "vitest";
import { checkFile, sniffType } from "@/lib/documents/file-check";
import { MAX_DOCUMENT_BYTES } from "@/lib/documents/limits";

const blob = (bytes: number[] | string, size?: number) => {
  const b = new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);
  return { size: size ?? b.size, slice: (s: number, e: number) => b.slice(s, e) };
};

describe("file checks in the browser", () => {
  it("recognises PDF, JPEG and PNG by their first bytes only", () => {
    expect(sniffType(new TextEncoder().encode("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffType(new TextEncoder().encode("#!/bin/sh"))).toBeNull();
    expect(sniffType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("refuses empty, too large and other files with the message shown to people", async () => {
    expect(await checkFile(blob("%PDF-1.7\n"))).toBeNull();
    expect(await checkFile(blob("%PDF-1.7\n", MAX_DOCUMENT_BYTES))).toBeNull();
    expect(await checkFile(blob("%PDF-1.7\n", MAX_DOCUMENT_BYTES + 1))).toMatch(/larger than 10 MB/);
    expect(await checkFile(blob(""))).toBe("The file is empty.");
    expect(await checkFile(blob("<html>"))).toBe("The file must be a PDF, JPEG or PNG document.");
  });
});
