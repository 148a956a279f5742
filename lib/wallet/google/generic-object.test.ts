import { describe, expect, it } from "vitest";
import { genericObject, objectIdOf, type GenericObject } from "@/lib/wallet/google/generic-object";
import type { PassSource } from "@/lib/wallet/pass-source";

const source = (over: Partial<PassSource> = {}): PassSource => ({
  certificationId: 7,
  number: "DC-2026-000123",
  memberId: "IT26-123-456",
  holderName: "Ada Reef",
  courseName: "Advanced Open Water",
  level: "diver",
  isoEquivalent: "ISO 24801-2",
  issuedAt: "2026-04-02",
  status: "valid",
  revoked: false,
  updatedAt: new Date("2026-04-02T10:00:00Z"),
  language: "de",
  barcode: "http://localhost:3000/verify#DC1:ABC",
  ...over,
});
const options = { issuerId: "3388000000099999999", appUrl: "https://divecert.example", test: false };
const moduleOf = (o: GenericObject, id: string) => o.textModulesData.find((m) => m.id === id);

describe("Google Wallet generic object", () => {
  it("states the card's facts with Google's field names, in the holder's language first", () => {
    const o = genericObject(source(), options);
    expect(o.id).toBe("3388000000099999999.DC-2026-000123");
    expect(o.classId).toBe("3388000000099999999.divecert_certification");
    expect(o.state).toBe("ACTIVE");
    expect(o.cardTitle.defaultValue).toEqual({ language: "de", value: "DiveCert" });
    expect(o.header.defaultValue).toEqual({ language: "de", value: "Ada Reef" });
    expect(o.subheader.defaultValue).toEqual({ language: "de", value: "Taucher" });
    expect(o.barcode).toEqual({ type: "QR_CODE", value: "http://localhost:3000/verify#DC1:ABC", alternateText: "DC-2026-000123" });
    expect(o.hexBackgroundColor).toBe("#0369a1");
    expect(o.logo.sourceUri.uri).toBe("https://divecert.example/icons/maskable-512.png");
    expect(o.textModulesData.map((m) => m.id)).toEqual(["course", "level", "number", "member_id", "issued", "iso"]);
    expect(moduleOf(o, "course")).toMatchObject({ header: "Kurs", body: "Advanced Open Water" });
    expect(moduleOf(o, "number")).toMatchObject({ header: "Kartennummer", body: "DC-2026-000123" });
    expect(moduleOf(o, "member_id")).toMatchObject({ header: "Mitgliedsnummer", body: "IT26-123-456" });
    expect(moduleOf(o, "issued")).toMatchObject({ header: "Ausgestellt", body: "2. April 2026" });
    expect(moduleOf(o, "iso")).toMatchObject({ header: "Norm", body: "ISO 24801-2" });
    // Text module ids: letters, digits, _ and - only (Google uses dots in template field paths).
    for (const m of o.textModulesData) expect(m.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("carries the holder's language only, so the save link stays short", () => {
    const o = genericObject(source(), options);
    const course = moduleOf(o, "course")!;
    expect(course.localizedHeader).toEqual({ defaultValue: { language: "de", value: "Kurs" } });
    expect(o.subheader).toEqual({ defaultValue: { language: "de", value: "Taucher" } });
    expect(JSON.stringify(o)).not.toContain("translatedValues");
    expect(course.localizedBody).toBeUndefined();
  });

  it("says it is a test pass in test mode and leaves out a missing standard", () => {
    const o = genericObject(source({ isoEquivalent: null, language: "en" }), { ...options, test: true });
    expect(o.textModulesData[0]).toMatchObject({ id: "test_pass", header: "TEST PASS" });
    expect(o.textModulesData[0]!.body).toMatch(/test key: not a valid card/);
    expect(moduleOf(o, "iso")).toBeUndefined();
    expect(moduleOf(genericObject(source(), options), "test_pass")).toBeUndefined();
  });

  it("makes ids of the characters Google allows", () => {
    expect(objectIdOf("123456", "DC-2026/00 1é")).toBe("123456.DC-2026_00_1_");
    expect(objectIdOf("123456", "DC-2026-000123")).toBe("123456.DC-2026-000123");
  });
});
