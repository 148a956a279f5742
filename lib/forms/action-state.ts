import type { z } from "zod";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { fieldErrorsOf } from "@/lib/api/validation";
import { logger } from "@/lib/log";

// Service answers as form states for the forms, guardian and medical server actions: the same
// messages and field errors the API gives, shown inline.

export type RecordFormState = {
  status: "idle" | "success" | "error";
  message?: string;
  fields?: FieldErrors;
  values?: Record<string, string>;
  /** Changes with every answer, so a form re-mounts with `values` as its defaults. */
  seq: number;
};

export const recordState = (status: RecordFormState["status"], message: string, fields?: RecordFormState["fields"], values?: Record<string, string>): RecordFormState => ({
  status, message, fields, values, seq: Date.now(),
});

export const zodState = (error: z.ZodError, values?: Record<string, string>) =>
  recordState("error", "Please correct the highlighted fields.", fieldErrorsOf(error), values);

export function recordFailure(e: unknown, values?: Record<string, string>): RecordFormState {
  if (!(e instanceof AppError) || e.code === "unavailable") {
    logger.error("records action failed", { error: (e as Error)?.message });
    return recordState("error", "Something went wrong on our side. Please try again in a moment.", undefined, values);
  }
  if (e.code === "validation" && e.extra.fields) return recordState("error", "Please correct the highlighted fields.", e.extra.fields, values);
  return recordState("error", e.message, undefined, values);
}
