import { createHash } from "node:crypto";
import { notFound } from "@/lib/api/errors";
import type { FormDefinition, FormVersion } from "@/lib/forms/texts/form-text";
import { liabilityRelease } from "@/lib/forms/texts/liability-release";
import { medicalStatement } from "@/lib/forms/texts/medical-statement";
import { safeDivingPractices } from "@/lib/forms/texts/safe-diving-practices";

// The organisation's forms, in the order divers see them. The texts live in code (reviewed like
// code, one file per form) rather than in the database: every version stays in its file, so an
// old signature's text and hash can always be shown again.

export const forms: readonly FormDefinition[] = [liabilityRelease, safeDivingPractices, medicalStatement];

export const formCodes = forms.map((f) => f.code) as [string, ...string[]];

export function findForm(code: string): FormDefinition {
  const form = forms.find((f) => f.code === code);
  if (!form) throw notFound("Form");
  return form;
}

export const currentVersion = (form: FormDefinition): FormVersion => form.versions[form.versions.length - 1]!;

export function versionOf(form: FormDefinition, version: number): FormVersion | undefined {
  return form.versions.find((v) => v.version === version);
}

/** SHA-256 (hex) of the exact text signed: the title line, the version line and the body. */
export function formTextHash(form: FormDefinition, version: FormVersion): string {
  return createHash("sha256").update(signedText(form, version), "utf8").digest("hex");
}

export const signedText = (form: FormDefinition, version: FormVersion) =>
  `${form.title}\nVersion ${version.version} (${version.language}, ${version.publishedOn})\n\n${version.text}`;
