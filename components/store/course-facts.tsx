import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PrerequisiteList } from "@/components/store/prerequisite-list";
import type { StoreCourse } from "@/components/store/types";


/** The practical facts of a course page: what it contains and who may take it. */
export function CourseFacts({ course }: { course: StoreCourse }) {
  const t = useTranslations("store.facts");
  const facts: [string, ReactNode][] = [
    [t("code"), <span key="c" className="font-mono">{course.code}</span>],
    [t("modules"), t("modulesCount", { count: course.modules_count })],
    [t("validity"), t("validityMonths", { count: course.validity_months })],
    [t("minAge"), course.min_age > 0 ? t("years", { count: course.min_age }) : t("noMinimum")],
    [t("iso"), course.iso_equivalent ?? t("none")],
    [t("prerequisites"), <PrerequisiteList key="p" codes={course.prerequisites} />],
  ];
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className="mt-1 text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
