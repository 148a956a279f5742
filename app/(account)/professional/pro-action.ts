import type { ProFormState } from "@/components/professional/form-state";
import type { FieldErrors } from "@/lib/api/errors";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";

// What the professional pages' server actions share: their answer, the signed-in professional
// (or the refusal to show), and the text of a form field.

export const answer = (status: ProFormState["status"], message: string, fields?: FieldErrors, values?: Record<string, string>): ProFormState => ({
  status, message, fields, values, seq: Date.now(),
});

/** The professional's id, or the refusal message (the API's 403) for anyone else. */
export async function professionalId(path: string): Promise<number | string> {
  const user = await requireSessionUser(path);
  return (await pageRefusal(user.id, "professional")) ?? user.id;
}

export const formText = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
