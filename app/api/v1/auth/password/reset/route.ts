import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { resetPassword } from "@/lib/auth/password-reset";
import { ZResetPassword } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "public",
    body: ZResetPassword,
    docs: {
      tag: "Auth",
      summary: "Reset the password with the e-mailed token",
      description: "The token is single use and lives 60 minutes; every session of the account is revoked.",
      errors: { 422: "Validation failed, or the token is invalid or expired (`errors.token`)." },
    },
    response: { description: "Password reset.", data: z.null() },
    handler: async ({ body }) => {
      await resetPassword(body);
      return ok("Your password has been reset. Please log in with the new password.");
    },
  }),
});
