"use server";

import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";
import { registerUser } from "@/lib/users/register-user";
import { ZRegister } from "@/lib/users/schema";

// The twin of POST /api/v1/auth/register: the service counts the sign-ups per address.

/** The form as the API's body: optional fields left empty are null, the dive center an id. */
function read(form: FormData) {
  const orNull = (name: string) => formText(form, name).trim() || null;
  const center = orNull("dive_center_id");
  return {
    ...Object.fromEntries(["email", "password", "password_confirmation", "first_name", "last_name", "dob", "country", "terms", "gdpr"].map((f) => [f, formText(form, f)])),
    nationality: orNull("nationality"),
    default_language: orNull("default_language"),
    guardian_first_name: orNull("guardian_first_name"),
    guardian_last_name: orNull("guardian_last_name"),
    guardian_email: orNull("guardian_email"),
    dive_center_id: center && /^\d+$/.test(center) ? Number(center) : null,
  };
}

export const registerAction = defineFormAction({
  auth: "public",
  input: ZRegister,
  read,
  // A required field left empty says so in the page's words; a filled one keeps the service's.
  fieldWords: {
    namespace: "auth.register.missing",
    blank: { email: "email", password: "password", first_name: "first_name", last_name: "last_name", dob: "dob", country: "country", terms: "terms", gdpr: "gdpr" },
  },
  handler: async ({ input, client, lang }) => {
    const user = await registerUser(input, client.ip, input.default_language ?? lang);
    return { data: { email: user.email } };
  },
});
