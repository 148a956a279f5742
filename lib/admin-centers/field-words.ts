import type { FieldWords } from "@/lib/pages/action-errors";

// The console's organisation forms (dive centers, distributors, certifications) say what each
// field needs in a sentence of their own (`adminOrganisation.errors`), read by the action kernel.
export const organisationFieldWords: FieldWords = {
  namespace: "adminOrganisation.errors",
  fields: [
    "name", "country", "state_code", "city", "address", "postal_code", "phone", "email", "website", "distributor_id", "active",
    "user", "course", "issued_on", "instructor", "dive_center", "reason",
  ],
};
