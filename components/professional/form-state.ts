import type { FieldErrors } from "@/lib/api/errors";

/** What the professional server actions answer to their forms (useActionState). */
export type ProFormState = {
  status: "idle" | "success" | "error";
  message?: string;
  fields?: FieldErrors;
  /** The submitted text values, so a refused form shows what was typed. */
  values?: Record<string, string>;
  /** Changes with every answer; forms use it as a key to pick up `values` as their defaults. */
  seq: number;
};

export const idleProState: ProFormState = { status: "idle", seq: 0 };

export type ProAction = (prev: ProFormState, form: FormData) => Promise<ProFormState>;
