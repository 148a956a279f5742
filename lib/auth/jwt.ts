import { randomUUID } from "node:crypto";
import { createVerifier, TokenError } from "fast-jwt";
import { SignJWT } from "jose";
import { derivedKey } from "@/lib/auth/keys";

// Access tokens: HS256 only (the algorithm is pinned on verify), audience and type checked.
const ALG = "HS256";
const AUDIENCE = "divecert-api";
const ISSUER = "divecert";
export const ACCESS_TTL_SECONDS = 60 * 60;

// Verification runs on every authenticated request. jose verifies through WebCrypto, a promise and
// a thread-pool job per token (0.06–0.10 ms of CPU each, docs/benchmarks.md); fast-jwt verifies
// HS256 synchronously with node:crypto. One verifier per key and clock tolerance, built once, with
// fast-jwt's LRU cache of verified tokens: an app sends the same token for up to an hour, and a
// cached token skips the decoding and the HMAC; an entry never outlives the token's `exp` (plus the
// tolerance), failures are not cached, and revocation is checked in the database on every request
// anyway (lib/auth/guard.ts). Entries are keyed by a hash of the token (fast-jwt's default).
type Verify = (token: string) => Record<string, unknown>;
const VERIFIED_TOKENS_CACHED = 1000;
const verifiers = new WeakMap<Buffer, Map<number, Verify>>();
function verifier(toleranceSeconds: number): Verify {
  const key = derivedKey("jwt");
  let byTolerance = verifiers.get(key);
  if (!byTolerance) verifiers.set(key, (byTolerance = new Map()));
  let verify = byTolerance.get(toleranceSeconds);
  if (!verify) {
    verify = createVerifier({
      key,
      algorithms: [ALG],
      allowedAud: AUDIENCE,
      allowedIss: ISSUER,
      requiredClaims: ["sub", "jti", "iat", "exp"],
      clockTolerance: toleranceSeconds * 1000,
      cache: VERIFIED_TOKENS_CACHED,
      // fast-jwt keeps a failure until now + tolerance + errorCacheTTL (a number must be >= -1):
      // this makes that moment the past, so no failure is ever served from the cache.
      errorCacheTTL: () => -toleranceSeconds * 1000 - 1,
    }) as Verify;
    byTolerance.set(toleranceSeconds, verify);
  }
  return verify;
}

export type AccessClaims = { sub: string; jti: string; iat: number; exp: number; typ: "access" | "legacy" };

export async function signAccessToken(userId: number, typ: AccessClaims["typ"] = "access") {
  const jti = randomUUID();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TTL_SECONDS;
  const token = await new SignJWT({ typ })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .sign(derivedKey("jwt"));
  return { token, jti, exp, expiresIn: ACCESS_TTL_SECONDS };
}

/** Undefined for anything that is not a valid token of ours (expired, tampered, other alg). */
export async function verifyAccessToken(
  token: string,
  options: { expiredGraceSeconds?: number } = {},
): Promise<AccessClaims | undefined> {
  let payload: Record<string, unknown>;
  try {
    payload = verifier(options.expiredGraceSeconds ?? 5)(token);
  } catch (e) {
    if (e instanceof TokenError) return undefined;
    throw e;
  }
  const { typ, sub, jti, iat, exp } = payload;
  if (typ !== "access" && typ !== "legacy") return undefined;
  if (typeof sub !== "string" || !/^\d+$/.test(sub) || typeof jti !== "string" || typeof iat !== "number" || typeof exp !== "number") return undefined;
  return { sub, jti, iat, exp, typ };
}
