import type { ReactNode } from "react";
import { CourseLogCard } from "@/components/learning/course-log-card";
import type { CourseLogSummary, LearningDoor } from "@/components/learning/types";

/** A titled group of course logs (active, completed, expired) with its own empty text. */
export function CourseLogList({
  id,
  title,
  description,
  logs,
  door,
  empty,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  logs: CourseLogSummary[];
  door: LearningDoor;
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title} <span className="text-sm font-normal text-slate-500">({logs.length})</span>
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {logs.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {logs.map((log) => (
            <CourseLogCard key={log.log_code} log={log} door={door} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
