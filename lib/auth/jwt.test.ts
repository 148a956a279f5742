import { SignJWT, base64url } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS_TTL_SECONDS, signAccessToken, verifyAccessToken } from "@/lib/auth/jwt";
import { derivedKey } from "@/lib/auth/keys";
import { parseEnv, setEnvForTests } from "@/lib/env";

beforeAll(() =>
  setEnvForTests(parseEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", AUTH_SECRET: "unit-secret-0123456789-abcdefghijklmnopqrstuvwxyz", LOG_LEVEL: "silent" })),
);
afterAll(() => setEnvForTests(undefined));
afterEach(() => vi.useRealTimers());

const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part)));

const forge = (alg: string, claims: Record<string, unknown> = {}, key: Uint8Array = derivedKey("jwt")) =>
  new SignJWT({ typ: "access", ...claims })
    .setProtectedHeader({ alg })
    .setSubject("42")
    .setJti("j-1")
    .setIssuedAt()
    .setExpirationTime("1h")
    .setAudience("divecert-api")
    .setIssuer("divecert")
    .sign(key);

describe("access tokens", () => {
  it("are HS256 JWTs with sub, jti, iat, exp, aud and typ, living 60 minutes", async () => {
    const t = await signAccessToken(42);
    const [h, p] = t.token.split(".");
    expect(decode(h!)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decode(p!);
    expect(claims).toMatchObject({ sub: "42", typ: "access", aud: "divecert-api", iss: "divecert", jti: t.jti, exp: t.exp });
    expect(claims.exp - claims.iat).toBe(ACCESS_TTL_SECONDS);
    expect(ACCESS_TTL_SECONDS).toBe(3600);
    expect(t.expiresIn).toBe(3600);
    expect(await verifyAccessToken(t.token)).toEqual({ sub: "42", jti: t.jti, iat: claims.iat, exp: claims.exp, typ: "access" });
  });

  it("every token has its own jti", async () => {
    const a = await signAccessToken(1);
    const b = await signAccessToken(1);
    expect(a.jti).not.toBe(b.jti);
  });

  it("legacy tokens carry typ legacy", async () => {
    const t = await signAccessToken(5, "legacy");
    expect((await verifyAccessToken(t.token))?.typ).toBe("legacy");
  });

  it("refuse other algorithms, alg none and tampering", async () => {
    expect(await verifyAccessToken(await forge("HS256"))).toBeDefined();
    expect(await verifyAccessToken(await forge("HS384", {}, new Uint8Array(48).fill(1)))).toBeUndefined();
    const none = `${base64url.encode(JSON.stringify({ alg: "none" }))}.${(await forge("HS256")).split(".")[1]}.`;
    expect(await verifyAccessToken(none)).toBeUndefined();
    const t = (await signAccessToken(42)).token;
    const [h, p, s] = t.split(".");
    const other = base64url.encode(JSON.stringify({ ...decode(p!), sub: "1" }));
    expect(await verifyAccessToken(`${h}.${other}.${s}`)).toBeUndefined();
    expect(await verifyAccessToken("garbage")).toBeUndefined();
    expect(await verifyAccessToken("")).toBeUndefined();
  });

  it("refuse wrong audience, issuer, type or subject", async () => {
    const wrongAud = await new SignJWT({ typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setJti("j").setIssuedAt().setExpirationTime("1h").setAudience("other").setIssuer("divecert").sign(derivedKey("jwt"));
    expect(await verifyAccessToken(wrongAud)).toBeUndefined();
    const wrongIss = await new SignJWT({ typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setJti("j").setIssuedAt().setExpirationTime("1h").setAudience("divecert-api").setIssuer("other").sign(derivedKey("jwt"));
    expect(await verifyAccessToken(wrongIss)).toBeUndefined();
    expect(await verifyAccessToken(await forge("HS256", { typ: "refresh" }))).toBeUndefined();
    const badSub = await new SignJWT({ typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject("1 OR 1=1").setJti("j").setIssuedAt().setExpirationTime("1h").setAudience("divecert-api").setIssuer("divecert").sign(derivedKey("jwt"));
    expect(await verifyAccessToken(badSub)).toBeUndefined();
    const noJti = await new SignJWT({ typ: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").setIssuedAt().setExpirationTime("1h").setAudience("divecert-api").setIssuer("divecert").sign(derivedKey("jwt"));
    expect(await verifyAccessToken(noJti)).toBeUndefined();
  });

  it("a token signed with another purpose's key (e.g. the URL key) is refused", async () => {
    expect(await verifyAccessToken(await forge("HS256", {}, derivedKey("url")))).toBeUndefined();
  });

  it("expire after 60 minutes (5 s tolerance), unless a grace is asked for", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 3600_000 - 60_000 });
    const t = await signAccessToken(42);
    vi.useRealTimers();
    expect(await verifyAccessToken(t.token)).toBeUndefined();
    expect(await verifyAccessToken(t.token, { expiredGraceSeconds: 14 * 24 * 3600 })).toBeDefined();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 3600_000 + 2_000 });
    const fresh = await signAccessToken(42);
    vi.useRealTimers();
    expect(await verifyAccessToken(fresh.token)).toBeDefined();
  });

  it("a token verified before (and so cached) is still refused once it has expired", async () => {
    const t = await signAccessToken(42);
    expect(await verifyAccessToken(t.token)).toBeDefined();
    expect(await verifyAccessToken(t.token)).toBeDefined();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 + 6_000 });
    try {
      expect(await verifyAccessToken(t.token)).toBeUndefined();
      // The grace of the legacy refresh is another verifier: it still accepts it.
      expect(await verifyAccessToken(t.token, { expiredGraceSeconds: 60 })).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
