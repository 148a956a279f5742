import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { revokeSession } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    handler: async ({ user }) => {
      await revokeSession(user.claims.jti, user.claims.exp);
      return ok("Logged out.");
    },
  }),
});
