import { useTranslations } from "next-intl";
import Link from "next/link";
import { SuggestField } from "@/components/logbook/suggest-field";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { buttonClasses } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/api/errors";

export type FilterValues = { from?: string; to?: string; dive_type?: string; signed?: string };

export const diveTypeSuggestions = ["boat", "shore", "liveaboard", "night", "wreck", "cave", "cenote", "drift", "deep", "ice"];


/** A GET form: the filters live in the URL, so a filtered logbook can be bookmarked and shared. */
export function Filters({ values, errors }: { values: FilterValues; errors?: FieldErrors }) {
  const t = useTranslations("logbook.filters");
  const active = !!(values.from || values.to || values.dive_type || values.signed);
  const signedOptions = [
    { value: "true", label: t("signedOnly") },
    { value: "false", label: t("notSignedOnly") },
  ];
  return (
    <form method="get" action="/logbook" role="search" aria-label={t("label")} className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field name="from" label={t("from")} type="date" defaultValue={values.from} error={errors?.from} />
        <Field name="to" label={t("to")} type="date" defaultValue={values.to} error={errors?.to} />
        <SuggestField name="dive_type" label={t("diveType")} suggestions={diveTypeSuggestions} defaultValue={values.dive_type} error={errors?.dive_type} maxLength={50} placeholder={t("anyType")} />
        <SelectField name="signed" label={t("signature")} options={signedOptions} defaultValue={values.signed} placeholder={t("allDives")} error={errors?.signed} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses("primary", "sm")}>
          {t("apply")}
        </button>
        {active ? (
          <Link href="/logbook" className={buttonClasses("secondary", "sm")}>
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
