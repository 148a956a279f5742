"use server";

import { errorState, requestLang } from "@/app/(site)/request-info";
import type { FormState } from "@/components/auth/form-state";
import { AppError } from "@/lib/api/errors";
import { resendVerificationEmail } from "@/lib/auth/email-verification";
import { getSessionUser } from "@/lib/auth/session";

/** Sends a new verification link to the signed-in user (used by the dashboard and the landing page). */
export async function resendVerificationAction(_prev: FormState, _fd: FormData): Promise<FormState> {
  const user = await getSessionUser();
  if (!user) return { status: "error", message: "Please sign in again to ask for a new link.", submission: Date.now() };
  try {
    await resendVerificationEmail(user.id, await requestLang());
    return { status: "success", message: `A new verification link has been sent to ${user.email}. It works for 60 minutes.`, submission: Date.now() };
  } catch (e) {
    if (e instanceof AppError && e.code === "conflict") return { status: "success", message: e.message, submission: Date.now() };
    return await errorState(e);
  }
}
