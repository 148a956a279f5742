import { AppError, gone } from "@/lib/api/errors";
import { EnvError, env } from "@/lib/env";
import { logger } from "@/lib/log";
import { genericObject } from "@/lib/wallet/google/generic-object";
import { googleWalletAccount } from "@/lib/wallet/google/service-account";
import { saveUrlOf, signSaveJwt } from "@/lib/wallet/google/sign-save-jwt";
import { ownPassSource, REVOKED_NO_PASS } from "@/lib/wallet/pass-source";

export const GOOGLE_WALLET_OFF = "Google Wallet passes are not available on this server.";

/**
 * The holder's "Add to Google Wallet" link for one of their certifications: signed now, with the
 * certification as it is now. Another person's certification is 404, a revoked one 410 (decision
 * 0050: a pass on a phone is not changed by it), and without Google Wallet settings 503.
 */
export async function getGoogleSaveUrl(userId: number, certificationId: number): Promise<string> {
  if (env().wallet.google.mode === "off") throw new AppError("unavailable", GOOGLE_WALLET_OFF);
  const source = await ownPassSource(userId, certificationId);
  if (source.revoked) throw gone(REVOKED_NO_PASS);
  let account;
  try {
    account = await googleWalletAccount();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // A wrong key is the operator's to fix (the log says what is wrong); the diver sees no pass.
    logger.error("google wallet settings", { error: error.message });
    throw new AppError("unavailable", GOOGLE_WALLET_OFF);
  }
  if (!account) throw new AppError("unavailable", GOOGLE_WALLET_OFF);
  const appUrl = env().appUrl;
  const object = genericObject(source, { issuerId: account.issuerId, appUrl, test: account.test });
  return saveUrlOf(await signSaveJwt(account, [object], new URL(appUrl).origin));
}
