"use server";

import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { endOtherSessions } from "@/lib/auth/sessions/end-other-sessions";
import { endSession } from "@/lib/auth/sessions/end-session";
import { defineSubmitAction } from "@/lib/pages/define-action";

// The sessions page's two buttons: the same services as DELETE /api/v1/auth/sessions[/{id}].

const PATH = "/profile/sessions";

export const endSessionAction = defineSubmitAction({
  auth: "user",
  allowInactive: true,
  path: PATH,
  input: z.object({ id: z.uuid() }),
  refused: () => PATH,
  handler: async ({ user, input: { id }, client }) => {
    try {
      await endSession(user.id, id, client);
    } catch (e) {
      // Already ended (another tab, or it expired): the list shows what is left.
      if (!(e instanceof AppError && e.code === "not_found")) throw e;
    }
    // Ending this browser's own session signs it out, like the sign-out button.
    return { redirect: id === user.sessionId ? "/login" : `${PATH}?ended=1` };
  },
});

export const endOtherSessionsAction = defineSubmitAction({
  auth: "user",
  allowInactive: true,
  path: PATH,
  refused: () => PATH,
  handler: async ({ user, client }) => ({ redirect: `${PATH}?endedOthers=${await endOtherSessions(user.id, user.sessionId, client)}` }),
});
