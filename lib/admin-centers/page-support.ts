import { getTranslations } from "next-intl/server";
import { pageAuditContext } from "@/lib/auth/page-client";
import type { FieldErrors } from "@/lib/api/errors";

// What the console pages of dive centers, distributors and certifications share: the audit
// context of a server action (the same fields a route passes: actor, address, request id), and
// field errors shown in the page's language, one sentence per field from the
// `adminOrganisation.errors` catalogue group.

/** The audit context of a server action (lib/auth/page-client.ts). */
export const actionAudit = pageAuditContext;

const known = new Set([
  "name", "country", "state_code", "city", "address", "postal_code", "phone", "email", "website", "distributor_id", "active",
  "user", "course", "issued_on", "instructor", "dive_center", "reason",
]);

/** Each failing field's translated sentence (fields the catalogue does not know keep the service's words). */
export async function translatedFields(fields: FieldErrors): Promise<FieldErrors> {
  const t = await getTranslations("adminOrganisation.errors");
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field, known.has(field) ? [t(field as "name")] : messages]),
  );
}

/** A form's text value, "" when absent. */
export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
