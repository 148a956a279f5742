import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { derivedKey } from "@/lib/auth/keys";

// Access tokens: HS256 only (the algorithm is pinned on verify), audience and type checked.
const ALG = "HS256";
const AUDIENCE = "divecert-api";
const ISSUER = "divecert";
export const ACCESS_TTL_SECONDS = 60 * 60;

// jose imports raw key bytes into a CryptoKey on every verify (about 0.1 ms of the profile
// read's CPU, docs/benchmarks.md); the imported key is kept per derived key instead.
const verifyKeys = new WeakMap<Buffer, Promise<CryptoKey>>();
function verifyKey(): Promise<CryptoKey> {
  const raw = derivedKey("jwt");
  let key = verifyKeys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey("raw", new Uint8Array(raw), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    verifyKeys.set(raw, key);
  }
  return key;
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
  try {
    const { payload } = await jwtVerify(token, await verifyKey(), {
      algorithms: [ALG],
      audience: AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ["sub", "jti", "iat", "exp"],
      clockTolerance: options.expiredGraceSeconds ?? 5,
    });
    const typ = payload.typ;
    if ((typ !== "access" && typ !== "legacy") || !/^\d+$/.test(payload.sub ?? "")) return undefined;
    return { sub: payload.sub!, jti: payload.jti!, iat: payload.iat!, exp: payload.exp!, typ };
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return undefined;
    throw e;
  }
}
