import type { Db } from "@/lib/db/client";
import type { Role } from "@/generated/prisma/enums";
import type { MethodSource, MfaMethod } from "@/lib/auth/mfa/method-source";
import { passkeySource } from "@/lib/auth/passkeys/method-source";

export type { MfaMethod };

// Which second factors an account has. Each kind contributes through one source below; the
// passkeys part adds its own ("passkey") to `sources`.

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const totpSource: MethodSource = async (db, userId) => {
  const row = await db.mfaTotp.findUnique({ where: { userId }, select: { enabledAt: true } });
  return row?.enabledAt ? ["totp"] : [];
};

/** Recovery codes only count beside a real factor (they finish a sign-in, they are not one). */
const recoveryCodeSource: MethodSource = async (db, userId) =>
  (await db.mfaRecoveryCode.count({ where: { userId, usedAt: null } })) > 0 ? ["recovery_code"] : [];

export const sources: MethodSource[] = [totpSource, passkeySource];

/** The second factors of the account, then "recovery_code" when there are unused codes. */
export async function secondFactorMethods(db: Db | Tx, userId: number): Promise<MfaMethod[]> {
  const methods: MfaMethod[] = [];
  for (const source of sources) methods.push(...(await source(db, userId)));
  if (!methods.length) return [];
  return [...methods, ...(await recoveryCodeSource(db, userId))];
}

export const hasSecondFactor = async (db: Db | Tx, userId: number) => (await secondFactorMethods(db, userId)).length > 0;

/** Staff and administrators must have a second factor for their routes (contract section 5). */
export const secondFactorRequired = (role: Role) => role !== "diver";

/** The 403 of an /admin route for staff without a second factor. */
export const MFA_REQUIRED_MESSAGE = "Set up a second factor (an authenticator app or a passkey) to use the staff routes.";
