import { inactiveMessage } from "@/lib/auth/guard";
import type { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { FormState } from "@/components/profile/form-state";
import type { UserRow } from "@/lib/users/serializers";

// Turns service outcomes into form states for the profile server actions.

const seq = () => Date.now();

export const succeeded = (message: string): FormState => ({ status: "success", message, seq: seq() });

export function rejected(fields: FieldErrors, values?: Record<string, string>): FormState {
  return { status: "error", message: "Please correct the highlighted fields.", fields, values, seq: seq() };
}

export const invalid = (error: z.ZodError, values?: Record<string, string>) => rejected(fieldErrorsOf(error), values);

/** Expected failures (validation, refusals) become messages; anything else is a real error. */
export function failed(error: unknown, values?: Record<string, string>): FormState {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "validation" && error.extra.fields) return rejected(error.extra.fields, values);
  return { status: "error", message: error.message, values, seq: seq() };
}

/** Text values of a form, without Next's internal action fields. */
export function textValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !key.startsWith("$ACTION")) out[key] = value;
  return out;
}

/** The API's rule for browsers too: a non-active account may read its profile, not change it. */
export function notActive(status: UserRow["status"]): FormState | null {
  if (status === "active") return null;
  return { status: "error", message: inactiveMessage(status), seq: seq() };
}
