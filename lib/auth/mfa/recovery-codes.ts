import { randomInt } from "node:crypto";
import { tokenHash } from "@/lib/auth/keys";
import type { Db } from "@/lib/db/client";

// Ten one-time recovery codes, shown once; the database keeps keyed hashes (lib/auth/keys.ts),
// each usable once. Ten characters from an alphabet without look-alikes (~50 bits each),
// written as two groups of five.

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCode(): string {
  let s = "";
  for (let i = 0; i < 10; i += 1) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

export const recoveryCodeHash = (code: string) => tokenHash(`recovery:${normaliseRecoveryCode(code)}`);

/** New codes for the account; every earlier code stops working. */
export async function replaceRecoveryCodes(tx: Db | Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.mfaRecoveryCode.deleteMany({ where: { userId } });
  await tx.mfaRecoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })) });
  return codes;
}

/** Uses a code of the account; false when unknown or already used (each works once). */
export async function useRecoveryCode(db: Db | Tx, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const used = await db.mfaRecoveryCode.updateMany({
    where: { userId, codeHash: recoveryCodeHash(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return used.count === 1;
}

export const unusedRecoveryCodes = (db: Db | Tx, userId: number) => db.mfaRecoveryCode.count({ where: { userId, usedAt: null } });
