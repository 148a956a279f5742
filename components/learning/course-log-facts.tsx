import { formatDate } from "@/components/learning/format";
import type { CourseLogDetail } from "@/components/learning/types";

/** Who teaches, where, and the dates of a course log, as a compact definition list. */
export function CourseLogFacts({ log }: { log: CourseLogDetail }) {
  const facts: [string, string][] = [["Log code", log.log_code]];
  if (log.instructor) facts.push(["Instructor", log.instructor.full_name ?? log.instructor.member_id]);
  if (log.dive_center) facts.push(["Dive center", log.dive_center.name]);
  facts.push(["Started", formatDate(log.started_at) ?? "—"]);
  if (log.status === "completed") facts.push(["Completed", formatDate(log.completed_at) ?? "—"]);
  else facts.push([log.status === "expired" ? "Expired" : "Expires", formatDate(log.expires_at) ?? "—"]);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className={`break-words text-slate-900 ${term === "Log code" ? "font-mono" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
