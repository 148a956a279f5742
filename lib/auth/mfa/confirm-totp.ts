import { conflict, invalidField } from "@/lib/api/errors";
import { unseal } from "@/lib/auth/keys";
import { replaceRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { TOTP_ALREADY_ON } from "@/lib/auth/mfa/setup-totp";
import { matchTotp } from "@/lib/auth/mfa/totp";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

/** A pending secret older than this must be set up again. */
export const PENDING_TTL_MS = 60 * 60 * 1000;

/**
 * Turns TOTP on with a code of the pending secret and answers ten new recovery codes (earlier
 * ones stop working). The code's step counts as used.
 */
export async function confirmTotp(userId: number, code: string, client: ClientInfo): Promise<{ recovery_codes: string[] }> {
  const db = await getDb();
  const row = await db.mfaTotp.findUnique({ where: { userId } });
  if (row?.enabledAt) throw conflict(TOTP_ALREADY_ON);
  const fresh = row?.pendingSealed && row.pendingCreatedAt && Date.now() - row.pendingCreatedAt.getTime() < PENDING_TTL_MS;
  const secret = fresh ? unseal(row.pendingSealed!) : undefined;
  if (!row || !secret) throw conflict("Start the setup first: there is no new secret to confirm.");
  const step = matchTotp(secret, code.replace(/\s/g, ""), null);
  if (step === null) throw invalidField("code", "The code is invalid.");
  const codes = await db.$transaction(async (tx) => {
    const turnedOn = await tx.mfaTotp.updateMany({
      where: { userId, enabledAt: null, pendingSealed: row.pendingSealed },
      data: { secretSealed: row.pendingSealed, enabledAt: new Date(), lastUsedStep: step, pendingSealed: null, pendingCreatedAt: null },
    });
    if (turnedOn.count !== 1) throw conflict(TOTP_ALREADY_ON);
    const recovery = await replaceRecoveryCodes(tx, userId);
    await recordClientEvent(tx, client, { userId, type: "mfa.totp_enabled" });
    return recovery;
  });
  return { recovery_codes: codes };
}
