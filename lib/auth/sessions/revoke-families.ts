import type { Db } from "@/lib/db/client";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Revokes the matching families' refresh tokens and denylists the access tokens minted with
 * them, so both are refused at once: what every way of ending a session comes down to.
 */
export async function revokeFamilies(tx: Tx | Db, where: { familyId?: string; userId?: number; NOT?: { familyId: string } }) {
  const rows = await tx.refreshToken.findMany({
    where: { ...where, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { accessJti: true },
  });
  await tx.refreshToken.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  // Access tokens minted with those refresh tokens die with them.
  // Long enough to outlive legacy tokens, which the legacy refresh accepts 14 days past expiry.
  const expiresAt = new Date(Date.now() + 15 * 24 * 3600 * 1000);
  if (rows.length) {
    await tx.revokedAccessToken.createMany({
      data: rows.map((r) => ({ jti: r.accessJti, expiresAt })),
      skipDuplicates: true,
    });
  }
}
