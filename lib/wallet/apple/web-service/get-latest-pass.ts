import { notFound } from "@/lib/api/errors";
import { passSourceBySerial } from "@/lib/wallet/pass-source";
import { buildApplePass } from "@/lib/wallet/apple/build-pass";
import { authorisedCertificationId, signerFor } from "@/lib/wallet/apple/web-service/resolve-pass";

// GET /wallet/apple/v1/passes/{passType}/{serial}: the latest version of a pass, for Wallet after
// a push or a pull to refresh. Unlike the download for the holder (410 once revoked), a revoked
// certification's pass IS served here: `voided: true` and no barcode is how the phone learns it.
// The pass's version is the certification's updated_at (HTTP dates have whole seconds).

export type LatestPass =
  | { modified: false; lastModified: Date }
  | { modified: true; body: Buffer; filename: string; lastModified: Date };

export type LatestPassInput = { passType: string; serial: string; authorization: string | null; ifModifiedSince: string | null };

export async function getLatestPass(input: LatestPassInput): Promise<LatestPass> {
  const signer = await signerFor(input.passType);
  await authorisedCertificationId(input.serial, input.authorization);
  const source = await passSourceBySerial(input.serial);
  if (!source) throw notFound("Pass");
  const lastModified = source.updatedAt;
  if (notModifiedSince(lastModified, input.ifModifiedSince)) return { modified: false, lastModified };
  const body = await buildApplePass(source, signer);
  return { modified: true, body, filename: `${source.number}.pkpass`, lastModified };
}

/** Whether the version the device holds (an HTTP date, whole seconds) is not older than this one. */
export function notModifiedSince(updatedAt: Date, ifModifiedSince: string | null): boolean {
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(updatedAt.getTime() / 1000) <= Math.floor(since / 1000);
}
