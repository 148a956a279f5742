import type { FieldErrors } from "@/lib/api/errors";
import { pageLanguage } from "@/lib/i18n/page-language";
import { localizeFields, localizeMessage } from "@/lib/i18n/service-messages";

// Server actions and pages show what the services answered (a refusal, a 422's field errors) in
// the page's language.

export async function pageMessage(message: string): Promise<string> {
  return localizeMessage(message, await pageLanguage());
}

export async function pageFields(fields: FieldErrors): Promise<FieldErrors>;
export async function pageFields(fields: FieldErrors | undefined): Promise<FieldErrors | undefined>;
export async function pageFields(fields: FieldErrors | undefined): Promise<FieldErrors | undefined> {
  return localizeFields(fields, await pageLanguage());
}
