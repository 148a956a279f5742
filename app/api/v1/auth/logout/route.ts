import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { revokeSession } from "@/lib/auth/sessions/revoke-session";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    docs: { tag: "Auth", summary: "Log out", description: "The access token and its refresh token stop working at once." },
    response: { description: "Logged out.", data: z.null() },
    handler: async ({ user, client }) => {
      await revokeSession(user.claims.jti, user.claims.exp, { userId: user.id, client });
      return ok("Logged out.");
    },
  }),
});
