import { passkeySelect, toPasskeyRecord } from "@/lib/auth/passkeys/serializers";
import { getDb } from "@/lib/db/client";

/** The account's passkeys, oldest first (at most MAX_PASSKEYS, so one unpaginated list). */
export async function listPasskeys(userId: number) {
  const db = await getDb();
  const rows = await db.passkey.findMany({ where: { userId }, select: passkeySelect, orderBy: { id: "asc" } });
  return rows.map(toPasskeyRecord);
}

/** Whether the account has a passkey (it then counts as a second factor at login). */
export async function hasPasskey(userId: number): Promise<boolean> {
  const db = await getDb();
  return (await db.passkey.count({ where: { userId } })) > 0;
}
