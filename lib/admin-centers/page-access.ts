import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";

// TEMPORARY until the foundation's staffPage(permission) lands.
export type ConsoleAccess = { userId: number; refusal: null } | { userId: number; refusal: string };

export async function consoleAccess(path: string, _permission: "accounts" | "certifications"): Promise<ConsoleAccess> {
  const user = await requireSessionUser(path);
  const refusal = await pageRefusal(user.id, "admin");
  return refusal ? { userId: user.id, refusal } : { userId: user.id, refusal: null };
}
