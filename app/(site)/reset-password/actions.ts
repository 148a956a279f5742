"use server";

import { resetPassword } from "@/lib/auth/password-reset";
import { ZResetPassword } from "@/lib/auth/schema";
import { defineFormAction } from "@/lib/pages/define-action";

// The twin of POST /api/v1/auth/password/reset; a bad or used link is the token field's error.

export const resetPasswordAction = defineFormAction({
  auth: "public",
  input: ZResetPassword,
  handler: async ({ input }) => {
    await resetPassword(input);
    return { redirect: `/login?reset=1&email=${encodeURIComponent(input.email)}` };
  },
});
