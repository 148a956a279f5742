"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { requiredProfileFields, type RequiredProfileField as Required } from "@/components/profile/profile-values";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { ZProfileUpdate } from "@/lib/users/schema";
import { updateProfile } from "@/lib/users/update-profile";

// The profile form's twin of PATCH /api/v1/profile.

const writable = Object.keys(ZProfileUpdate.shape) as (keyof typeof ZProfileUpdate.shape)[];

// Fields a profile always has (an empty value is a mistake, not "clear it"), as the refusal names them.
const required: Record<Required, string> = { first_name: "first name", last_name: "last name", country: "country", dob: "date of birth", preferred_system: "unit system" };
const isRequired = (field: string): field is Required => Object.hasOwn(required, field);

/** A required field sent empty (null) is refused; otherwise the API's own rule for the field. */
const kept = <F extends Required>(field: F) =>
  ZProfileUpdate.shape[field].nullable().refine((v) => v !== null, `The ${required[field]} field is required.`).transform((v) => v ?? undefined);

const ZProfileForm = ZProfileUpdate.extend({
  first_name: kept("first_name"),
  last_name: kept("last_name"),
  country: kept("country"),
  dob: kept("dob"),
  preferred_system: kept("preferred_system"),
});

/**
 * The fields the form sent, empty ones as null ("clear it"). Clearing a required field is
 * refused; one the profile never had (older accounts), bound by the page as not `filled`, may
 * stay empty and is left out.
 */
function read(form: FormData, filled: Required[]) {
  const input: Record<string, string | null> = {};
  for (const field of writable) {
    if (!form.has(field)) continue;
    const value = formText(form, field).trim();
    if (!value && isRequired(field) && !filled.includes(field)) continue;
    input[field] = value || null;
  }
  return input;
}

export const saveProfile = defineFormAction({
  auth: "user",
  path: "/profile/edit",
  args: z.tuple([z.array(z.enum(requiredProfileFields))]),
  input: ZProfileForm,
  read,
  // The name also shows in the account navigation, above /profile.
  revalidate: [{ layout: "/" }],
  handler: async ({ user, input, lang }) => {
    await updateProfile(user.id, input, lang);
    const t = await getTranslations("profile.editPage");
    return { message: t("saved") };
  },
});
