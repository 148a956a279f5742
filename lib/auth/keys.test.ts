import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { derivedKey, hmacHex, randomToken, safeEqual, seal, tokenHash, unseal } from "@/lib/auth/keys";
import { parseEnv, setEnvForTests } from "@/lib/env";

beforeAll(() =>
  setEnvForTests(parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent" })),
);
afterAll(() => setEnvForTests(undefined));

describe("keys", () => {
  it("derive one 32-byte key per purpose", () => {
    const keys = (["jwt", "url", "seal", "hash"] as const).map((p) => derivedKey(p).toString("hex"));
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) expect(k).toHaveLength(64);
    expect(hmacHex("url", "a")).not.toBe(hmacHex("hash", "a"));
  });

  it("hash opaque tokens deterministically and keyed", () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash(t)).toBe(tokenHash(t));
    expect(tokenHash(t)).not.toContain(t);
    expect(randomToken()).not.toBe(t);
  });

  it("seal and unseal round-trip; tampering or garbage gives undefined", () => {
    const sealed = seal('{"a":1}');
    expect(sealed.split(".")).toHaveLength(3);
    expect(unseal(sealed)).toBe('{"a":1}');
    expect(seal("x")).not.toBe(seal("x"));
    // Flip one bit of the ciphertext (rewriting base64url characters may leave the bytes as they
    // were: the last character of a 7-byte body carries only 2 bits).
    const [iv, tag, body] = sealed.split(".");
    const bytes = Buffer.from(body!, "base64url");
    bytes[0] = bytes[0]! ^ 1;
    expect(unseal(`${iv}.${tag}.${bytes.toString("base64url")}`)).toBeUndefined();
    expect(unseal("garbage")).toBeUndefined();
    expect(unseal("")).toBeUndefined();
  });

  it("safeEqual compares in constant time, any length", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
