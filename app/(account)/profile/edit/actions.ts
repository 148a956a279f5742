"use server";

import { getTranslations } from "next-intl/server";

import { revalidatePath } from "next/cache";
import type { FormState } from "@/components/profile/form-state";
import { failed, notActive, rejected, succeeded, textValues } from "@/app/(account)/profile/action-result";
import { profileFormValues } from "@/components/profile/profile-values";
import { fieldErrorsOf } from "@/lib/api/validation";
import { requireSessionUser } from "@/lib/auth/session";
import { loadUserRow } from "@/lib/users/get-profile";
import { ZProfileUpdate } from "@/lib/users/schema";
import { updateProfile } from "@/lib/users/update-profile";

const writable = Object.keys(ZProfileUpdate.shape) as (keyof typeof ZProfileUpdate.shape)[];
// Fields a profile always has: an empty value is a mistake, not "clear it".
const required: Record<string, string> = {
  first_name: "first name",
  last_name: "last name",
  country: "country",
  dob: "date of birth",
  preferred_system: "unit system",
};

export async function saveProfile(_prev: FormState, form: FormData): Promise<FormState> {
  const user = await requireSessionUser("/profile/edit");
  const values = textValues(form);
  const row = await loadUserRow(user.id);
  const refused = await notActive(row.status);
  if (refused) return { ...refused, values };
  const saved = profileFormValues(row);
  const input: Record<string, string | null> = {};
  const missing: Record<string, string[]> = {};
  for (const field of writable) {
    if (!(field in values)) continue;
    const value = values[field]!.trim();
    if (!value && required[field]) {
      // Clearing is refused; a field that was never filled (older accounts) may stay empty.
      if (saved[field]) missing[field] = [`The ${required[field]} field is required.`];
      continue;
    }
    input[field] = value || null;
  }
  const parsed = ZProfileUpdate.safeParse(input);
  const fields = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...missing };
  if (!parsed.success || Object.keys(fields).length) return await rejected(fields, values);
  try {
    await updateProfile(user.id, parsed.data);
  } catch (e) {
    return await failed(e, values);
  }
  // The name also shows in the account navigation, above /profile.
  revalidatePath("/", "layout");
  const t = await getTranslations("profile.editPage");
  return succeeded(t("saved"));
}
