import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { policies } from "@/lib/api/rate-limit";
import { methods, withApi } from "@/lib/api/with-api";
import { endSession } from "@/lib/auth/sessions/end-session";
import { ZSessionParams } from "@/lib/auth/sessions/schema";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: withApi({
    auth: "user",
    allowInactive: true,
    params: ZSessionParams,
    rateLimit: [{ policy: policies.write }],
    docs: {
      tag: "Auth",
      summary: "End a session",
      description: "Its refresh token and every access token it issued are refused at once (the path logout takes). Ending the current session signs this client out.",
      errors: { 404: "No active session of yours has this id." },
    },
    response: { description: "Ended.", data: z.null() },
    handler: async ({ user, params, client }) => {
      await endSession(user.id, params.id, client);
      return ok("Session ended.");
    },
  }),
});
