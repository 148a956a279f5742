import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from "@/lib/auth/mfa/totp";
import { looksLikeRecoveryCode, newRecoveryCode, normaliseRecoveryCode, recoveryCodeHash } from "@/lib/auth/mfa/recovery-codes";
import { codeMethod } from "@/lib/auth/mfa/codes";
import { parseMfaRequired, mfaRequiredError } from "@/lib/auth/mfa/browser";

// RFC 6238 test vector (SHA-1, secret "12345678901234567890" in Base32).
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("computes the RFC 6238 codes (last six digits of the SHA-1 vectors)", () => {
    expect(totpCode(RFC_SECRET, 59)).toBe("287082");
    expect(totpCode(RFC_SECRET, 1111111109)).toBe("081804");
    expect(totpCode(RFC_SECRET, 1234567890)).toBe("005924");
    expect(totpCode(RFC_SECRET, 2000000000)).toBe("279037");
  });

  it("accepts the previous, current and next step and nothing further", () => {
    const secret = newTotpSecret();
    const now = 1_900_000_010;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30), null, now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30), null, now)).toBe(step + 1);
    // Two steps away: refused (unless the codes happen to coincide, which the assertion tolerates).
    for (const off of [-60, 60, -90, 90]) {
      const code = totpCode(secret, now + off);
      const near = [-30, 0, 30].map((d) => totpCode(secret, now + d));
      if (!near.includes(code)) expect(matchTotp(secret, code, null, now)).toBeNull();
    }
  });

  it("refuses a replay: a code whose step is not after the last used one", () => {
    const secret = newTotpSecret();
    const now = 1_900_000_010;
    const step = totpStep(now);
    const code = totpCode(secret, now);
    expect(matchTotp(secret, code, step - 1, now)).toBe(step);
    expect(matchTotp(secret, code, step, now)).toBeNull();
    // The previous step's code is refused once the current one was used.
    expect(matchTotp(secret, totpCode(secret, now - 30), step, now)).toBeNull();
    // The next step's code still works (and then becomes the last used).
    expect(matchTotp(secret, totpCode(secret, now + 30), step, now)).toBe(step + 1);
  });

  it("refuses anything but six digits, and another secret's code", () => {
    const secret = newTotpSecret();
    const now = 1_900_000_010;
    const code = totpCode(secret, now);
    expect(matchTotp(secret, `${code}0`, null, now)).toBeNull();
    expect(matchTotp(secret, "abcdef", null, now)).toBeNull();
    expect(matchTotp(secret, "", null, now)).toBeNull();
    const other = newTotpSecret();
    const near = [-30, 0, 30].map((d) => totpCode(secret, now + d));
    const foreign = totpCode(other, now);
    if (!near.includes(foreign)) expect(matchTotp(secret, foreign, null, now)).toBeNull();
  });

  it("makes 160-bit Base32 secrets and an otpauth URL an app can scan", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(totpUri(secret, "ada@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("DiveCert");
    expect(decodeURIComponent(url.pathname)).toContain("ada@example.com");
  });
});

describe("recovery codes", () => {
  it("are ten random characters without look-alikes, in two groups", () => {
    const codes = new Set(Array.from({ length: 200 }, newRecoveryCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(code).not.toMatch(/[01ilo]/);
    }
  });

  it("hash the same however they are typed back, and differently from each other", () => {
    const code = "abcde-fgh23";
    expect(normaliseRecoveryCode(" ABCDE FGH23 ")).toBe("abcdefgh23");
    expect(recoveryCodeHash("ABCDE-FGH23")).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash("abcdefgh23")).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash("abcde-fgh24")).not.toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).not.toContain("abcde");
    expect(looksLikeRecoveryCode("abcde-fgh23")).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });

  it("are told apart from app codes by their shape", () => {
    expect(codeMethod("123456")).toBe("totp");
    expect(codeMethod("123 456")).toBe("totp");
    expect(codeMethod("abcde-fgh23")).toBe("recovery_code");
  });
});

describe("the browser's second-step signal", () => {
  it("carries the mfa_token and the methods through next-auth's error string", () => {
    expect(parseMfaRequired(mfaRequiredError("tok_en-1", ["totp", "recovery_code"]))).toEqual({ mfaToken: "tok_en-1", methods: ["totp", "recovery_code"] });
    expect(parseMfaRequired("Invalid credentials.")).toBeUndefined();
    expect(parseMfaRequired(undefined)).toBeUndefined();
  });
});
