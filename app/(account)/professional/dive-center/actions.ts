"use server";

import { organisationFieldWords } from "@/lib/admin-centers/field-words";
import { ZApplicationForm } from "@/lib/center-applications/form-schema";
import { submitApplication } from "@/lib/center-applications/submit-application";
import { policies } from "@/lib/api/rate-limit";
import { defineFormAction } from "@/lib/pages/define-action";
import { formText } from "@/lib/pages/form-data";

// The page's twin of POST /api/v1/dive-centers/applications: the same door (a verified
// professional), the same checks and refusals (409 one pending at a time, 422 field errors).

const PATH = "/professional/dive-center";
const fields = ["name", "country", "state_code", "city", "address", "phone", "email", "website", "distributor_id"] as const;

/** Sends the application; on success, back to the page, which shows it pending. */
export const submitCenterApplication = defineFormAction({
  auth: "professional",
  path: PATH,
  input: ZApplicationForm,
  read: (form) => Object.fromEntries(fields.map((f) => [f, formText(form, f)])),
  fieldWords: organisationFieldWords,
  rateLimit: { policy: policies.write },
  revalidate: [PATH],
  handler: async ({ user, input, audit }) => {
    await submitApplication(user.id, input, audit);
    return { redirect: `${PATH}?sent=1` };
  },
});
