import { pageRefusal } from "@/lib/auth/browser/page-access";

// The API opens the store to active accounts with a verified address ("verified" auth level);
// the pages and their actions apply the same rule to browser sessions.
export const storeBlock = (userId: number) => pageRefusal(userId, "verified");
