import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { inactiveMessage } from "@/lib/auth/guard";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import type { FormState } from "@/components/profile/form-state";
import type { UserRow } from "@/lib/users/serializers";

// Turns service outcomes into form states for the profile server actions.

const seq = () => Date.now();

export const succeeded = (message: string): FormState => ({ status: "success", message, seq: seq() });

export async function rejected(fields: FieldErrors, values?: Record<string, string>): Promise<FormState> {
  const t = await getTranslations("common.form");
  return { status: "error", message: t("correctFields"), fields: await pageFields(fields), values, seq: seq() };
}

export const invalid = (error: z.ZodError, values?: Record<string, string>) => rejected(fieldErrorsOf(error), values);

/** Expected failures (validation, refusals) become messages; anything else is a real error. */
export async function failed(error: unknown, values?: Record<string, string>): Promise<FormState> {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "validation" && error.extra.fields) return await rejected(error.extra.fields, values);
  return { status: "error", message: await pageMessage(error.message), values, seq: seq() };
}

/** Text values of a form, without Next's internal action fields. */
export function textValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !key.startsWith("$ACTION")) out[key] = value;
  return out;
}

/** The API's rule for browsers too: a non-active account may read its profile, not change it. */
export async function notActive(status: UserRow["status"]): Promise<FormState | null> {
  if (status === "active") return null;
  return { status: "error", message: await pageMessage(inactiveMessage(status)), seq: seq() };
}
