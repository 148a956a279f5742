import { AppError, gone } from "@/lib/api/errors";
import { ownPassSource, REVOKED_NO_PASS } from "@/lib/wallet/pass-source";
import { buildApplePass } from "@/lib/wallet/apple/build-pass";
import { appleSigner } from "@/lib/wallet/apple/signer";

// The holder's download of a certification's Apple Wallet pass (API route and page route alike).

/** Each pass is an RSA signature and a ZIP: a person adds a card now and then, a script gets 429. */

export const APPLE_WALLET_OFF = "Apple Wallet passes are not available on this server.";

export type ApplePassFile = { body: Buffer; filename: string; lastModified: Date };

/** The .pkpass of one of the holder's certifications: 404 for another's, 410 when revoked, 503 when Apple Wallet is off. */
export async function getApplePass(userId: number, certificationId: number): Promise<ApplePassFile> {
  const source = await ownPassSource(userId, certificationId);
  if (source.revoked) throw gone(REVOKED_NO_PASS);
  const signer = await appleSigner();
  if (!signer) throw new AppError("unavailable", APPLE_WALLET_OFF);
  const body = await buildApplePass(source, signer);
  return { body, filename: `${source.number}.pkpass`, lastModified: source.updatedAt };
}
