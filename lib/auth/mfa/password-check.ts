import { invalidField } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { accountKey, attemptNotFailed, beginAttempt } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";

/**
 * The account's password again before a second-factor change; wrong answers count for the
 * account's sign-in throttle like any other (422 on `password`).
 */
export async function confirmPassword(userId: number, password: string): Promise<void> {
  const key = accountKey(userId);
  await beginAttempt(key);
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidField("password", "The password is incorrect.");
  await attemptNotFailed(key);
}
