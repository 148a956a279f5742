"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { requestClient } from "@/lib/auth/browser-session";
import { endOtherSessions, endSession } from "@/lib/auth/end-session";
import { requireSessionUser } from "@/lib/auth/session";

// The sessions page's two buttons: the same services as DELETE /api/v1/auth/sessions[/{id}].

const ZId = z.uuid();

export async function endSessionAction(form: FormData): Promise<void> {
  const user = await requireSessionUser("/profile/sessions");
  const id = ZId.safeParse(form.get("id"));
  if (!id.success) redirect("/profile/sessions");
  try {
    await endSession(user.id, id.data, await requestClient());
  } catch (e) {
    // Already ended (another tab, or it expired): the list shows what is left.
    if (!(e instanceof AppError && e.code === "not_found")) throw e;
  }
  // Ending this browser's own session signs it out, like the sign-out button.
  redirect(id.data === user.sessionId ? "/login" : "/profile/sessions?ended=1");
}

export async function endOtherSessionsAction(): Promise<void> {
  const user = await requireSessionUser("/profile/sessions");
  const count = await endOtherSessions(user.id, user.sessionId, await requestClient());
  redirect(`/profile/sessions?endedOthers=${count}`);
}
