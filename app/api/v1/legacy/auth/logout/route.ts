import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { methods, withApi } from "@/lib/api/with-api";
import { legacyHeaders, legacyLogout } from "@/lib/auth/legacy";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: withApi({
    auth: "user",
    allowInactive: true,
    docs: { tag: "Legacy auth", summary: "Log out (legacy)", legacy: true },
    response: { description: "Logged out.", data: z.null() },
    handler: async ({ user, client }) => {
      await legacyLogout(user, client);
      return ok("Logged out.", null, legacyHeaders);
    },
  }),
});
