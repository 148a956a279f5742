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
    // zod's own words for string lengths ("Too small: expected string to have >=1 characters")
    // only where a schema wrote none of its own: Laravel's instead.
    case "too_small":
      if (issue.origin === "string" && issue.message.startsWith("Too small")) {
        return Number(issue.minimum) <= 1 ? `The ${label} field is required.` : `The ${label} must be at least ${issue.minimum} characters.`;
      }
      break;
    case "too_big":
      if (issue.origin === "string" && issue.message.startsWith("Too big")) return `The ${label} must not be greater than ${issue.maximum} characters.`;
      break;
  }
  // Messages written in our schemas are already complete sentences.
  return issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
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
