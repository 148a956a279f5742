import type { ReactNode } from "react";
import { PrerequisiteList } from "@/components/store/prerequisite-list";
import type { StoreCourse } from "@/components/store/types";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The practical facts of a course page: what it contains and who may take it. */
export function CourseFacts({ course }: { course: StoreCourse }) {
  const facts: [string, ReactNode][] = [
    ["Course code", <span key="c" className="font-mono">{course.code}</span>],
    ["Modules", plural(course.modules_count, "module", "modules")],
    ["Validity", `${plural(course.validity_months, "month", "months")} from purchase`],
    ["Minimum age", course.min_age > 0 ? `${course.min_age} years` : "No minimum"],
    ["ISO equivalent", course.iso_equivalent ?? "None"],
    ["Prerequisites", <PrerequisiteList key="p" codes={course.prerequisites} />],
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
