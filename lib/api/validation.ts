import type { z } from "zod";
import { validationError, type AppError, type FieldErrors } from "@/lib/api/errors";

function describe(issue: z.core.$ZodIssue, field: string): string {
  const label = field.split(".").pop()?.replace(/_/g, " ") ?? field;
  switch (issue.code) {
    case "invalid_type": {
      // zod keeps the input in an issue only with `reportInput`; its default message always
      // names what it received, so a wrong type is not reported as a missing field.
      const missing = issue.input === undefined && /received undefined$/.test(issue.message);
      return missing ? `The ${label} field is required.` : `The ${label} field must be of type ${issue.expected}.`;
    }
    case "unrecognized_keys":
      return `Unknown field(s): ${issue.keys.join(", ")}.`;
    default:
      // Messages written in our schemas are already complete sentences.
      return issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
  }
}

/** zod issues → `{ "a.b.0": ["..."] }` (dotted paths, Laravel style). */
export function fieldErrorsOf(error: z.ZodError, prefix?: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const parts = [...(prefix ? [prefix] : []), ...issue.path.map(String)];
    const field = parts.join(".") || "body";
    (out[field] ??= []).push(describe(issue, field));
  }
  return out;
}

export function zodToAppError(error: z.ZodError, prefix?: string): AppError {
  return validationError(fieldErrorsOf(error, prefix));
}
