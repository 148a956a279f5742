"use server";

import { z } from "zod";
import { defineFormAction } from "@/lib/pages/define-action";
import { deleteAccount } from "@/lib/users/account-security";
import { ZDeleteAccount } from "@/lib/users/schema";

// The delete page's twin of DELETE /api/v1/profile: like it, a suspended account may close itself too.

export const closeAccount = defineFormAction({
  auth: "user",
  allowInactive: true,
  path: "/profile/delete",
  input: ZDeleteAccount.extend({ confirm: z.literal("yes") }),
  fieldWords: { namespace: "profile.deletePage", keys: { confirm: "tick" } },
  handler: async ({ user, input }) => {
    await deleteAccount(user.id, input.password);
    // No revalidation: the page stays as it is while the browser signs out (the session is now void).
    return { message: "Your account has been closed and your personal data erased. Signing you out…" };
  },
});
