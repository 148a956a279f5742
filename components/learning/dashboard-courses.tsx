import Link from "next/link";
import { formatDate } from "@/components/learning/format";
import { logPath } from "@/components/learning/paths";
import type { CourseLogSummary } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";

type Groups = { active: CourseLogSummary[]; expired: CourseLogSummary[]; completed: CourseLogSummary[] };

/** The dashboard's course summary: active courses with progress, then the expired ones. */
export async function DashboardCourses({ courses }: { courses: Promise<Groups> }) {
  const { active, expired } = await courses;
  return (
    <Card
      title="Your courses"
      description="Active courses and how far along you are."
      actions={
        <ButtonLink href="/courses" variant="secondary" size="sm">
          All courses
        </ButtonLink>
      }
    >
      {active.length ? (
        <ul className="space-y-4" aria-label="Active courses">
          {active.map((log) => (
            <li key={log.log_code} className="rounded-xl border border-slate-100 p-4">
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={logPath("course", log.log_code)} className="font-semibold text-sky-800 underline hover:text-sky-950">
                  {log.course.name}
                </Link>
                <span className="text-xs text-slate-600">Expires on {formatDate(log.expires_at)}</span>
              </div>
              <ProgressBar value={log.progress} label={`${log.course.code} progress`} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          No active courses.{" "}
          <Link href="/store" className="font-medium text-sky-800 underline">
            Find a course in the store
          </Link>{" "}
          or{" "}
          <Link href="/learn" className="font-medium text-sky-800 underline">
            try a free learning
          </Link>
          .
        </p>
      )}
      {expired.length ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">Expired</h3>
          <ul className="mt-2 space-y-1.5 text-sm" aria-label="Expired courses">
            {expired.map((log) => (
              <li key={log.log_code} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={logPath("course", log.log_code)} className="text-slate-800 underline hover:text-slate-950">
                  {log.course.name}
                </Link>
                <span className="text-xs text-amber-900">
                  Expired on {formatDate(log.expires_at)} · read-only · {log.progress}% done
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
