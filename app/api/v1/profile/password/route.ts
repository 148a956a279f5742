import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { changePassword } from "@/lib/users/account-security";
import { ZChangePassword } from "@/lib/users/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: withApi({
    auth: "user",
    body: ZChangePassword,
    docs: {
      tag: "Profile",
      summary: "Change the password",
      description: "Every other session is signed out.",
      errors: { 422: "Validation failed, or the current password is incorrect." },
    },
    response: { description: "Password changed.", data: z.null() },
    handler: async ({ user, body, lang, client }) => {
      await changePassword(user.id, user.claims.jti, body, lang, client);
      return ok("Your password has been changed. Other sessions have been signed out.");
    },
  }),
});
