import { conflict } from "@/lib/api/errors";
import { secondFactorMethods } from "@/lib/auth/mfa/methods";
import { confirmPassword } from "@/lib/auth/mfa/password-check";
import { replaceRecoveryCodes } from "@/lib/auth/mfa/recovery-codes";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { getDb } from "@/lib/db/client";

/** Ten new recovery codes after the password; every earlier code stops working. */
export async function regenerateRecoveryCodes(userId: number, password: string, client: ClientInfo): Promise<{ recovery_codes: string[] }> {
  await confirmPassword(userId, password);
  const db = await getDb();
  const codes = await db.$transaction(async (tx) => {
    if (!(await secondFactorMethods(tx, userId)).length) throw conflict("Set up a second factor first: recovery codes go with one.");
    const fresh = await replaceRecoveryCodes(tx, userId);
    await recordClientEvent(tx, client, { userId, type: "mfa.recovery_codes_regenerated" });
    return fresh;
  });
  return { recovery_codes: codes };
}
