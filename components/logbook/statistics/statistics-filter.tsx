import { useTranslations } from "next-intl";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/api/errors";

export type RangeValues = { from?: string; to?: string };

/** A GET form: the range lives in the URL, so a year's statistics can be bookmarked. */
export function StatisticsFilter({ values, errors }: { values: RangeValues; errors?: FieldErrors }) {
  const t = useTranslations("logbook.statistics");
  return (
    <form method="get" action="/logbook/statistics" role="search" aria-label={t("filterLabel")} className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="from" label={t("from")} type="date" defaultValue={values.from} error={errors?.from} />
        <Field name="to" label={t("to")} type="date" defaultValue={values.to} error={errors?.to} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses("primary", "sm")}>{t("apply")}</button>
        {values.from || values.to ? (
          <Link href="/logbook/statistics" className={buttonClasses("secondary", "sm")}>{t("clear")}</Link>
        ) : null}
      </div>
    </form>
  );
}
