import type { StoreAvailability } from "@/lib/store/store-availability";
import { AvailabilityNote } from "@/components/store/availability-note";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { LevelBadge } from "@/components/store/level-badge";
import { formatMoney, formatRate } from "@/lib/store/money";
import { PrerequisiteList } from "@/components/store/prerequisite-list";
import type { StoreCourse } from "@/components/store/types";

/** One course of the catalogue; the whole card opens the course page (the title is the link). */
export function CourseCard({ course, availability }: { course: StoreCourse; availability?: StoreAvailability }) {
  const t = useTranslations("store.card");
  const lang = useLocale();
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-sky-600 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={course.level} label={course.level_label} />
        <span className="font-mono text-xs text-slate-500">{course.code}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link href={`/store/${encodeURIComponent(course.code)}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {course.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{course.iso_equivalent ? t("iso", { iso: course.iso_equivalent }) : t("noIso")}</p>
      <div className="mt-3 mb-4 text-sm">
        <p className="mb-1 font-medium text-slate-700">{t("prerequisites")}</p>
        <PrerequisiteList codes={course.prerequisites} />
      </div>
      {availability ? <AvailabilityNote availability={availability} /> : null}
      <div className="mt-auto border-t border-slate-100 pt-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-xl font-bold text-slate-900 tabular-nums">
            {formatMoney(course.price, course.currency, lang)} <span className="text-xs font-medium text-slate-500">{course.currency}</span>
          </p>
          <span aria-hidden="true" className="shrink-0 text-sm font-semibold text-sky-800">
            {t("details")}
          </span>
        </div>
        <p className="text-sm text-slate-600 tabular-nums">
          {t("withVat", { price: formatMoney(course.price_with_vat, course.currency, lang), rate: formatRate(course.vat_rate, lang) })}
        </p>
      </div>
    </article>
  );
}
