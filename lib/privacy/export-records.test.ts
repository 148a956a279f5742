import { describe, expect, it } from "vitest";
import { safeEntryName, toJson } from "@/lib/privacy/export-records";

describe("export entries", () => {
  it("keeps a document's file name inside its folder of the ZIP", () => {
    expect(safeEntryName(7, "licence scan.pdf")).toBe("7-licence scan.pdf");
    expect(safeEntryName(7, "../../etc/passwd")).toBe("7-__.._etc_passwd");
    expect(safeEntryName(7, "a\\b:c*?.png")).toBe("7-a_b_c_.png");
    expect(safeEntryName(7, "")).toBe("7-file");
  });

  it("writes big integers as text and leaves byte arrays out", () => {
    expect(JSON.parse(toJson({ size: 12n, bytes: new Uint8Array([1]), at: new Date("2026-11-26T00:00:00Z") }))).toEqual({ size: "12", at: "2026-11-26T00:00:00.000Z" });
  });
});
