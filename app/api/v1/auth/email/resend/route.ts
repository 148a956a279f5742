import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { resendVerificationEmail } from "@/lib/auth/email-verification";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    handler: async ({ user, lang }) => {
      await resendVerificationEmail(user.id, lang);
      return ok("A new verification link has been sent to your email address.");
    },
  }),
});
