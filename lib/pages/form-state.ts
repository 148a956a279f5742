import type { FieldErrors } from "@/lib/api/errors";

// What every server action answers to its form or caller (useActionState), whatever the page:
// made by the action kernel (lib/pages/define-action.ts), read by the page's client components.

export type FormState<D = undefined> = {
  status: "idle" | "success" | "error";
  /** A banner: what was done, or why not (in the page's language). */
  message?: string;
  /**
   * A refusal's stable code: the service's own (`data.code`, e.g. "mfa_required") or the error
   * table's (`validation`, `not_found`, `forbidden`, `conflict`, `rate_limited`, `origin`, ...).
   */
  code?: string;
  /** Field errors by input name, in the page's language, shown inline under each field. */
  fields?: FieldErrors;
  /** The submitted text values, so a refused form shows what was typed. */
  values?: Record<string, string>;
  /** What the action hands back to the page besides a message (a lookup's result, a secret shown once). */
  data?: D;
  /** Changes with every answer; forms use it as a key to pick up `values` as their defaults. */
  seq?: number;
};

export const idleState: FormState<never> = { status: "idle", seq: 0 };

/** An action a form calls through useActionState. */
export type FormAction<D = undefined> = (prev: FormState<D>, form: FormData) => Promise<FormState<D>>;
