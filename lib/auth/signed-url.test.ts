import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkSignature, signedUrl } from "@/lib/auth/signed-url";
import { parseEnv, setEnvForTests } from "@/lib/env";

const env = (secret: string) =>
  parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", AUTH_SECRET: secret, LOG_LEVEL: "silent" });

beforeAll(() => setEnvForTests(env("unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz")));
afterAll(() => setEnvForTests(undefined));
afterEach(() => vi.useRealTimers());

const path = "/api/v1/auth/email/verify/7/0123456789abcdef0123456789abcdef01234567";
const parts = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, expires: u.searchParams.get("expires"), signature: u.searchParams.get("signature") };
};

describe("signedUrl / checkSignature", () => {
  it("signs an absolute URL with expires and a hex signature", () => {
    const url = signedUrl(path, 3600);
    expect(url).toMatch(new RegExp(`^http://localhost:3000${path}\\?expires=\\d+&signature=[a-f0-9]{64}$`));
    const { expires } = parts(url);
    expect(Number(expires) - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(3599);
  });

  it("accepts its own link", () => {
    const p = parts(signedUrl(path, 60));
    expect(checkSignature(p.path, p.expires, p.signature)).toBe("valid");
  });

  it("says expired for a genuine link past its time, and only then", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 7200_000 });
    const p = parts(signedUrl(path, 3600));
    expect(checkSignature(p.path, p.expires, p.signature)).toBe("valid");
    vi.useRealTimers();
    expect(checkSignature(p.path, p.expires, p.signature)).toBe("expired");
  });

  it("says invalid for any tampering", () => {
    const p = parts(signedUrl(path, 60));
    const flipped = `${p.signature!.slice(0, -1)}${p.signature!.endsWith("0") ? "1" : "0"}`;
    expect(checkSignature(p.path, p.expires, flipped)).toBe("invalid");
    expect(checkSignature(p.path, String(Number(p.expires) + 1), p.signature)).toBe("invalid");
    expect(checkSignature(path.replace("/7/", "/8/"), p.expires, p.signature)).toBe("invalid");
    expect(checkSignature(p.path, p.expires, null)).toBe("invalid");
    expect(checkSignature(p.path, null, p.signature)).toBe("invalid");
    expect(checkSignature(p.path, "soon", p.signature)).toBe("invalid");
    expect(checkSignature(p.path, p.expires, "")).toBe("invalid");
    expect(checkSignature(p.path, p.expires, p.signature!.toUpperCase())).toBe("invalid");
    // A tampered link that also expired is invalid, not expired (no oracle for forgers).
    expect(checkSignature(p.path, "1", p.signature)).toBe("invalid");
  });

  it("a link signed with another secret is invalid", () => {
    const p = parts(signedUrl(path, 60));
    setEnvForTests(env("another-secret-0123456789-abcdefghijklmnopqrstuv"));
    try {
      expect(checkSignature(p.path, p.expires, p.signature)).toBe("invalid");
    } finally {
      setEnvForTests(env("unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz"));
    }
  });
});
