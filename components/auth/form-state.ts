import type { FieldErrors } from "@/lib/api/errors";

/** What a form's action returns (useActionState): inline field errors, a banner, the values to refill. */
export type FormState = {
  status: "idle" | "error" | "success";
  message?: string;
  fields?: FieldErrors;
  values?: Record<string, string>;
  /** Changes on every answer, so a keyed form re-mounts with the returned values. */
  submission?: number;
};

export const idleState: FormState = { status: "idle" };
