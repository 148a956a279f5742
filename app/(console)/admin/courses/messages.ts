import { getTranslations } from "next-intl/server";
import type { FieldErrors } from "@/lib/api/errors";
import { pageFields } from "@/lib/i18n/page-errors";

// The catalogue services' own English messages, shown in the page's language (adminCatalogue.errors);
// any other message goes through the shared service-message catalogue.

type Key = "unknownCode" | "selfPrerequisite" | "cycle" | "twoOptions" | "oneCorrect" | "exactlyOne" | "needsModule" | "moduleNeedsQuestion" | "nothingToPublish" | "staleVersion" | "codeFormat" | "codeTaken";

const known: [RegExp, Key][] = [
  [/^No course has the code (?<code>.+)\.$/, "unknownCode"],
  [/^A course cannot require itself\.$/, "selfPrerequisite"],
  [/^These prerequisites would make a cycle/, "cycle"],
  [/^A question needs at least two options\.$/, "twoOptions"],
  [/^At least one option must be correct\.$/, "oneCorrect"],
  [/^A single-choice question has exactly one correct option\.$/, "exactlyOne"],
  [/^The course needs at least one module with at least one question\.$/, "needsModule"],
  [/^Module (?<position>\d+) "(?<title>.*)" needs at least one question\.$/, "moduleNeedsQuestion"],
  [/^There are no changes to publish/, "nothingToPublish"],
  [/^This (module|question|skill) belongs to an earlier version/, "staleVersion"],
  [/^The code may only contain/, "codeFormat"],
  [/^The code has already been taken\.$/, "codeTaken"],
];

export async function localizeCatalogue(fields: FieldErrors): Promise<FieldErrors> {
  const t = await getTranslations("adminCatalogue.errors");
  const rest: FieldErrors = {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    for (const m of messages) {
      const hit = known.find(([re]) => re.test(m));
      if (hit) (out[field] ??= []).push(t(hit[1], { ...m.match(hit[0])?.groups }));
      else (rest[field] ??= []).push(m);
    }
  }
  const other = await pageFields(rest);
  for (const [field, messages] of Object.entries(other)) (out[field] ??= []).push(...messages);
  return out;
}
