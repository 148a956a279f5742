import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { getDb } from "@/lib/db/client";
import { CHALLENGE_TTL_MS } from "@/lib/auth/passkeys/relying-party";

// WebAuthn challenges are kept server side (webauthn_challenges), valid a few minutes and used
// once: the verify step finds its row by the challenge the browser signed (in clientDataJSON) and
// claims it with a delete, so two verifications of one challenge cannot both succeed.

export type ChallengePurpose = "register" | "login";

export type IssuedChallenge = { userId: number | null; mfaTokenHash: string | null };

export async function storeChallenge(challenge: string, purpose: ChallengePurpose, owner: IssuedChallenge): Promise<void> {
  const db = await getDb();
  const now = new Date();
  // Expired rows go as new ones come: the table stays as small as the traffic of five minutes.
  await db.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.webauthnChallenge.create({
    data: { challenge, purpose, userId: owner.userId, mfaTokenHash: owner.mfaTokenHash, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
  });
}

/** The challenge a response answers, read from its clientDataJSON (verified afterwards). */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof parsed.challenge === "string" && parsed.challenge.length <= 512 ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the challenge (once); undefined when unknown, expired, used or for another purpose. */
export async function consumeChallenge(
  challenge: string | undefined,
  purpose: ChallengePurpose,
  /** Registration: only the account it was issued to may use it. */
  userId?: number,
): Promise<IssuedChallenge | undefined> {
  if (!challenge) return undefined;
  const db = await getDb();
  const row = await db.webauthnChallenge.findUnique({ where: { challenge } });
  if (!row || row.purpose !== purpose) return undefined;
  if (userId !== undefined && row.userId !== userId) return undefined;
  const claimed = await db.webauthnChallenge.deleteMany({ where: { id: row.id, expiresAt: { gt: new Date() } } });
  if (claimed.count !== 1) return undefined;
  return { userId: row.userId, mfaTokenHash: row.mfaTokenHash };
}
