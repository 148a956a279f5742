import type { FieldErrors } from "@/lib/api/errors";

/** What the dive-log server actions answer to their forms (useActionState). */
export type DiveFormState = {
  status: "idle" | "error";
  message?: string;
  fields?: FieldErrors;
  /** The submitted text values, so a refused form shows what was typed. */
  values?: Record<string, string>;
  /** Changes with every answer; the form uses it as a key to pick up `values` as its defaults. */
  seq: number;
};

export const idleDiveForm: DiveFormState = { status: "idle", seq: 0 };

export type DiveFormAction = (prev: DiveFormState, form: FormData) => Promise<DiveFormState>;

export type Option = { value: string; label: string };

/** A skill of one of the diver's active course logs, for the training-link select. */
export type SkillOption = Option & { group: string };
