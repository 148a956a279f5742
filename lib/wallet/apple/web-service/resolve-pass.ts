import { AppError, notFound, unauthenticated } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { APPLE_WALLET_OFF } from "@/lib/wallet/apple/get-apple-pass";
import { appleSigner, type AppleSigner } from "@/lib/wallet/apple/signer";
import { passAuthorized } from "@/lib/wallet/apple/pass-token";

// The checks every call of Apple's web service starts with: Apple Wallet is on (503 otherwise),
// the pass type is this server's (404), the serial names a certification (404), and the caller
// holds that pass's `ApplePass` token (401). Certification numbers are public (the card, /verify),
// so a 404 before the token check tells nothing a card does not.

export async function signerFor(passType: string): Promise<AppleSigner> {
  const signer = await appleSigner();
  if (!signer) throw new AppError("unavailable", APPLE_WALLET_OFF);
  if (passType !== signer.passTypeId) throw notFound("Pass type");
  return signer;
}

/** The certification behind a pass the caller holds the token of. */
export async function authorisedCertificationId(serial: string, authorization: string | null): Promise<number> {
  const db = await getDb();
  const row = await db.certification.findUnique({ where: { number: serial }, select: { id: true } });
  if (!row) throw notFound("Pass");
  if (!passAuthorized(authorization, serial)) throw unauthenticated();
  return row.id;
}
