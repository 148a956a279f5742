import { AppError } from "@/lib/api/errors";
import { clearHits, hit, policies } from "@/lib/api/rate-limit";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { issueTokenPair } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db/client";

const invalid = () => new AppError("unauthenticated", "Invalid credentials.");

/** The account behind an e-mail and password; the same failure whichever of the two is wrong. */
export async function checkCredentials(email: string, password: string, ip: string) {
  await hit(policies.loginIp, ip);
  await hit(policies.login, `${ip}:${email}`);
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true, status: true },
  });
  if (!user || user.status === "closed") {
    await burnPasswordCheck(password);
    throw invalid();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalid();
  await clearHits(policies.login, `${ip}:${email}`);
  return { id: user.id, email: user.email, role: user.role };
}

export async function login(input: { email: string; password: string; device_name?: string | null }, ip: string) {
  const user = await checkCredentials(input.email, input.password, ip);
  return issueTokenPair(user.id, input.device_name);
}
