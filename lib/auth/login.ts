import { AppError } from "@/lib/api/errors";
import { clearHits, hit, policies } from "@/lib/api/rate-limit";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { recordClientEvent, type ClientInfo } from "@/lib/auth/security-events";
import { issueTokenPair } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";

const invalid = () => new AppError("unauthenticated", "Invalid credentials.");

/** The account behind an e-mail and password; the same failure whichever of the two is wrong. */
export async function checkCredentials(email: string, password: string, client: ClientInfo) {
  await hit(policies.loginIp, client.ip);
  await hit(policies.login, `${client.ip}:${email}`);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true, status: true },
  });
  if (!user || user.status === "closed") {
    await burnPasswordCheck(password);
    await recordClientEvent(db, client, {
      userId: user?.id ?? null,
      type: "login.failure",
      detail: user ? { reason: "closed" } : { reason: "unknown_email", email },
    });
    throw invalid();
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordClientEvent(db, client, { userId: user.id, type: "login.failure", detail: { reason: "password" } });
    throw invalid();
  }
  await clearHits(policies.login, `${client.ip}:${email}`);
  await recordClientEvent(db, client, { userId: user.id, type: "login.success", detail: { method: "password" } });
  return { id: user.id, email: user.email, role: user.role };
}

export async function login(input: { email: string; password: string; device_name?: string | null }, client: ClientInfo) {
  const user = await checkCredentials(input.email, input.password, client);
  return issueTokenPair(user.id, input.device_name);
}
