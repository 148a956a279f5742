import type { FieldErrors } from "@/lib/api/errors";

/** What a profile server action answers to its form (useActionState). */
export type FormState = {
  status: "idle" | "success" | "error";
  message?: string;
  fields?: FieldErrors;
  /** The submitted text values, so a form that failed validation shows what was typed. */
  values?: Record<string, string>;
  /** Changes with every answer; forms use it as a key to pick up `values` as their defaults. */
  seq: number;
};

export const initialFormState: FormState = { status: "idle", seq: 0 };
