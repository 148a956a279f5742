import { describe, expect, it } from "vitest";
import { canonicalJson } from "@/lib/dive-logs/signature";

describe("canonicalJson", () => {
  it("sorts keys at every level and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: null }], c: "x" }, u: undefined })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("writes dates as ISO strings and escapes text as JSON", () => {
    expect(canonicalJson({ at: new Date("2026-11-22T10:45:00.000Z"), s: 'quote " and \n' })).toBe('{"at":"2026-11-22T10:45:00.000Z","s":"quote \\" and \\n"}');
  });
});
