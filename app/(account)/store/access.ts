import { label } from "@/lib/i18n/labels";
import { loadUserRow } from "@/lib/users/get-profile";

// The API opens the store to active accounts with a verified address ("verified" auth level);
// the pages and their actions apply the same rule to browser sessions.

export async function storeBlock(userId: number): Promise<string | null> {
  const row = await loadUserRow(userId);
  if (row.status !== "active") return `Your account is not active (${label(`account_status.${row.status}`, "en")}).`;
  if (!row.emailVerifiedAt) return "Your email address is not verified. Verify it from your dashboard to buy courses.";
  return null;
}
