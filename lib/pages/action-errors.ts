import { getTranslations } from "next-intl/server";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import { pageFields, pageMessage } from "@/lib/i18n/page-errors";
import { logger } from "@/lib/log";
import type { FormState } from "@/lib/pages/form-state";

// The pages' one error table (the routes' is lib/api/error-response.ts): a domain error becomes the
// form's state with a stable code, its message in the page's language (lib/i18n/service-messages.ts)
// and, for a 422, its field errors shown under the fields.

/**
 * A page's own sentence for a failing field, from `namespace` (e.g. "adminOrganisation.errors"):
 * `fields` are keyed by their own name, `keys` maps a field to a key of another name, and `blank`
 * does so only when the field was left empty (a filled one keeps the service's own words).
 */
export type FieldWords = {
  namespace: string;
  fields?: readonly string[];
  keys?: Readonly<Record<string, string>>;
  blank?: Readonly<Record<string, string>>;
};

const seq = () => Date.now();

async function wordsFor(fields: FieldErrors, words: FieldWords | undefined, values?: Record<string, string>): Promise<FieldErrors> {
  const localized = await pageFields(fields);
  if (!words) return localized;
  const t = (await getTranslations(words.namespace as never)) as unknown as (key: string) => string;
  const keyOf = (field: string) =>
    words.keys?.[field] ?? (words.fields?.includes(field) ? field : undefined) ?? (words.blank?.[field] && !values?.[field]?.trim() ? words.blank[field] : undefined);
  return Object.fromEntries(Object.entries(localized).map(([field, messages]) => {
    const key = keyOf(field);
    return [field, key ? [t(key)] : messages];
  }));
}

/** Field errors as the form shows them: "correct the fields" above, each field's words below. */
export async function invalidState<D>(fields: FieldErrors, values?: Record<string, string>, words?: FieldWords): Promise<FormState<D>> {
  const t = await getTranslations("common.form");
  return { status: "error", code: "validation", message: t("correctFields"), fields: await wordsFor(fields, words, values), values, seq: seq() };
}

/** A refusal that is not about fields, with its stable code. */
export const refusedState = <D>(code: string, message: string, values?: Record<string, string>): FormState<D> => ({
  status: "error", code, message, values, seq: seq(),
});

export const succeededState = <D>(message?: string, data?: D): FormState<D> => ({ status: "success", message, data, seq: seq() });

/** The stable code of a domain error: the service's own `data.code` when it gives one, else the table's. */
export const codeOf = (e: AppError): string => (typeof e.extra.data?.code === "string" ? e.extra.data.code : e.code);

/**
 * What a service's error means to the form. A domain error is answered; a service that is down
 * (`unavailable`) is logged and answered with "try again"; anything else is a bug and is thrown
 * (Next's error page, logged with its digest, no stack trace to the browser).
 */
export async function failureState<D>(e: unknown, values?: Record<string, string>, words?: FieldWords): Promise<FormState<D>> {
  if (!(e instanceof AppError)) throw e;
  if (e.code === "validation" && e.extra.fields) return invalidState(e.extra.fields, values, words);
  if (e.code === "unavailable") {
    logger.error("server action: a service is unavailable", { error: e.message });
    const t = await getTranslations("common.form");
    return refusedState("unavailable", t("serverError"), values);
  }
  return refusedState(codeOf(e), await pageMessage(e.message), values);
}
