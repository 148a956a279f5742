import QRCode from "qrcode";
import { conflict } from "@/lib/api/errors";
import { seal } from "@/lib/auth/keys";
import { newTotpSecret, totpUri } from "@/lib/auth/mfa/totp";
import type { TotpSetup } from "@/lib/auth/mfa/schema";
import { getDb } from "@/lib/db/client";

export const TOTP_ALREADY_ON = "Two-step sign-in with an authenticator app is already on. Remove it first to set up another app.";

/**
 * A new secret for an authenticator app, kept sealed as pending: nothing changes until a code
 * of it is confirmed (confirmTotp). 409 while TOTP is on.
 */
export async function setupTotp(userId: number): Promise<TotpSetup> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, mfaTotp: { select: { enabledAt: true } } } });
  if (user.mfaTotp?.enabledAt) throw conflict(TOTP_ALREADY_ON);
  const secret = newTotpSecret();
  const pending = { pendingSealed: seal(secret), pendingCreatedAt: new Date() };
  await db.mfaTotp.upsert({ where: { userId }, create: { userId, ...pending }, update: pending });
  const otpauthUrl = totpUri(secret, user.email);
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: svg.trim() };
}
