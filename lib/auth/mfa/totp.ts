import { generateSecret, generateSync, generateURI, verifySync } from "otplib";

// RFC 6238 through otplib (decision 0024): SHA-1, 6 digits, 30-second steps, what every
// authenticator app understands. A code is accepted from the previous, current or next step
// (±1 step of clock drift) and only when its step is later than the last one used, so each
// code works once.

export const TOTP_PERIOD = 30;
export const TOTP_ISSUER = "DiveCert";

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, accountLabel: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountLabel, secret, period: TOTP_PERIOD });

/** The current step number (Unix time / 30). */
export const totpStep = (epochSeconds = Date.now() / 1000) => Math.floor(epochSeconds / TOTP_PERIOD);

/** The code of a moment (tests and the e2e helper compute codes the way an app does). */
export const totpCode = (secret: string, epochSeconds = Date.now() / 1000): string =>
  generateSync({ secret, epoch: Math.floor(epochSeconds), period: TOTP_PERIOD });

/**
 * The step a code belongs to when it is valid now (±1 step) and later than `afterStep`;
 * null otherwise.
 */
export function matchTotp(secret: string, code: string, afterStep: number | null, epochSeconds = Date.now() / 1000): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(epochSeconds),
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's result names the matched step (HOTP's, in the union, does not).
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
