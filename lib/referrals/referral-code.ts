import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JSONWebKeySet } from "jose";
import { gone, invalidField } from "@/lib/api/errors";
import { signingKeys, type SigningKeys } from "@/lib/credentials/keys";
import { publishedJwks } from "@/lib/credentials/published-keys";
import { env } from "@/lib/env";
import { REFERRAL_TYP, ZReferralClaims, type ReferralClaims } from "@/lib/referrals/schema";

// A referral's code is a compact JWT signed with the organisation's credential key (decision
// 0032's Ed25519 key, the one behind the certifications' credentials). Verifying needs no
// database: the published keys (/.well-known/jwks.json) and the header's `typ` say whether the
// organisation signed it; the row (lib/referrals/accept-referral.ts) only says whether it was used.

export const REFERRAL_MONTHS = 12;

export const CODE_NOT_VALID = "This referral code is not valid: it was changed, or it was not issued by this organisation.";
export const CODE_EXPIRED = "This referral has expired: a referral is valid for 12 months.";

/** Twelve calendar months later, same instant of the day. */
export function referralExpiry(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + REFERRAL_MONTHS);
  return d;
}

export async function signReferral(claims: ReferralClaims, keys?: Pick<SigningKeys, "kid" | "privateKey">): Promise<string> {
  const k = keys ?? (await signingKeys());
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: "EdDSA", kid: k.kid, typ: REFERRAL_TYP }).sign(k.privateKey);
}

/**
 * The code's claims once its signature verifies against a published key and its `typ` is a
 * referral's; 422 on `code` for anything changed or foreign, 410 once it has expired.
 */
export async function verifyReferralCode(code: string, now = new Date()): Promise<ReferralClaims> {
  const jwks = createLocalJWKSet((await publishedJwks()) as JSONWebKeySet);
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(code, jwks, { algorithms: ["EdDSA"], typ: REFERRAL_TYP, issuer: env().appUrl, currentDate: now }));
  } catch (e) {
    // jose checks the signature before the claims: an expired code here is a genuine one.
    if (e instanceof errors.JWTExpired) throw gone(CODE_EXPIRED);
    if (e instanceof errors.JOSEError || e instanceof TypeError || e instanceof SyntaxError) throw invalidField("code", CODE_NOT_VALID);
    throw e;
  }
  const claims = ZReferralClaims.safeParse(payload);
  if (!claims.success) throw invalidField("code", CODE_NOT_VALID);
  return claims.data;
}

/** The code's expiry as a date (Y-m-d). */
export const expiresOn = (claims: Pick<ReferralClaims, "exp">) => new Date(claims.exp * 1000).toISOString().slice(0, 10);
