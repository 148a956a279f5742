import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { resetPassword } from "@/lib/auth/password-reset";
import { ZResetPassword } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZResetPassword,
    handler: async ({ body }) => {
      await resetPassword(body);
      return ok("Your password has been reset. Please log in with the new password.");
    },
  }),
});
