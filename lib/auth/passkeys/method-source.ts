import type { MethodSource } from "@/lib/auth/mfa/method-source";

/** Having a passkey counts as a second factor ("passkey" in the login's `methods`). */
export const passkeySource: MethodSource = async (db, userId) => ((await db.passkey.count({ where: { userId } })) > 0 ? ["passkey"] : []);
