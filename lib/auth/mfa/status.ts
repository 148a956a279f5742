import { isoMicro } from "@/lib/dates";
import { secondFactorMethods, secondFactorRequired } from "@/lib/auth/mfa/methods";
import { unusedRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import type { MfaStatus } from "@/lib/auth/mfa/schema";
import { getDb } from "@/lib/db/client";

export async function mfaStatus(userId: number): Promise<MfaStatus> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, mfaTotp: { select: { enabledAt: true } } } });
  return {
    totp_enabled: !!user.mfaTotp?.enabledAt,
    totp_enabled_at: user.mfaTotp?.enabledAt ? isoMicro(user.mfaTotp.enabledAt) : null,
    recovery_codes_remaining: await unusedRecoveryCodes(db, userId),
    methods: await secondFactorMethods(db, userId),
    required: secondFactorRequired(user.role),
  };
}
