import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import type { CourseLogDetail } from "@/components/learning/types";

/** Who teaches, where, and the dates of a course log, as a compact definition list. */
export function CourseLogFacts({ log }: { log: CourseLogDetail }) {
  const t = useTranslations("learning.facts");
  const locale = useLocale();
  const logCode = t("logCode");
  const facts: [string, string][] = [[logCode, log.log_code]];
  if (log.instructor) facts.push([t("instructor"), log.instructor.full_name ?? log.instructor.member_id]);
  if (log.dive_center) facts.push([t("diveCenter"), log.dive_center.name]);
  facts.push([t("started"), formatDay(log.started_at, locale)]);
  if (log.status === "completed") facts.push([t("completed"), formatDay(log.completed_at, locale)]);
  else facts.push([log.status === "expired" ? t("expired") : t("expires"), formatDay(log.expires_at, locale)]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className={`break-words text-slate-900 ${term === logCode ? "font-mono" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
