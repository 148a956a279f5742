// What a server action used by the admin kit's ConfirmDialog answers (useActionState).

export type AdminActionState = {
  status: "idle" | "success" | "error";
  /** Shown under the dialog's trigger on success, or inside the dialog as an alert on error. */
  message?: string;
  /** Field errors by input name; shown inline under the kit's own fields, listed otherwise. */
  fields?: Record<string, string[]>;
};

export const initialAdminActionState: AdminActionState = { status: "idle" };
