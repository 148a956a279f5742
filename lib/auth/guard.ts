import { AppError, forbidden, unauthenticated } from "@/lib/api/errors";
import { verifyAccessToken, type AccessClaims } from "@/lib/auth/jwt";
import { getDb } from "@/lib/db/client";
import { label } from "@/lib/i18n/labels";
import type { AccountStatus, Role } from "@/generated/prisma/enums";

export type AuthLevel = "public" | "user" | "verified" | "professional" | "admin";

export type AuthUser = {
  id: number;
  role: Role;
  status: AccountStatus;
  emailVerified: boolean;
  isProfessional: boolean;
  defaultLanguage: string | null;
  claims: AccessClaims;
  token: string;
};

const professionalLevels = new Set(["professional", "trainer", "examiner"]);

export function bearerToken(authorization: string | null): string | undefined {
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization ?? "");
  return m?.[1];
}

/** Token → user, with the denylist and the user's token cut-off checked in the same round trip. */
export async function authenticate(
  token: string | undefined,
  options: { expiredGraceSeconds?: number } = {},
): Promise<AuthUser> {
  if (!token) throw unauthenticated();
  const claims = await verifyAccessToken(token, options);
  if (!claims) throw unauthenticated();
  const db = await getDb();
  const [user, revoked] = await Promise.all([
    db.user.findUnique({
      where: { id: Number(claims.sub) },
      select: {
        id: true,
        role: true,
        status: true,
        emailVerifiedAt: true,
        defaultLanguage: true,
        qualificationLevel: true,
        tokensValidAfter: true,
        professional: { select: { userId: true } },
      },
    }),
    db.revokedAccessToken.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
  ]);
  if (!user || revoked || user.status === "closed") throw unauthenticated();
  // iat has second precision; a token issued in the same second as the cut-off stays valid.
  if (claims.iat < Math.floor(user.tokensValidAfter.getTime() / 1000)) throw unauthenticated();
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    isProfessional: !!user.professional && professionalLevels.has(user.qualificationLevel ?? ""),
    defaultLanguage: user.defaultLanguage,
    claims,
    token,
  };
}

/** The 403 message naming a non-active account's status (contract section 2). */
export const inactiveMessage = (status: AccountStatus) => `Your account is not active (${label(`account_status.${status}`, "en")}).`;

/** Role and state checks of each auth level (contract section 2). */
export function authorize(user: AuthUser, level: AuthLevel, allowInactive: boolean): void {
  if (user.status !== "active" && !allowInactive) {
    throw forbidden(inactiveMessage(user.status));
  }
  if (level === "admin") {
    if (user.role !== "admin") throw forbidden();
    return;
  }
  if (level === "verified" || level === "professional") {
    if (!user.emailVerified) throw new AppError("forbidden", "Your email address is not verified.");
  }
  if (level === "professional" && !user.isProfessional) {
    throw forbidden("This area is reserved for dive professionals.");
  }
}
