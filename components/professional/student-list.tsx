import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/learning/format";
import Link from "next/link";
import { MedicalStatusBadge } from "@/components/medical/medical-status-badge";
import { CourseLogStatusBadge } from "@/components/professional/course-log-status";
import type { StudentRecord } from "@/components/professional/types";
import { ProgressBar } from "@/components/ui/progress-bar";


/** The professional's students: one row per course log, each opening the student's course. */
export function StudentList({ students }: { students: StudentRecord[] }) {
  const t = useTranslations("professional.students");
  const locale = useLocale();
  const dateNote = (s: StudentRecord) =>
    t(`dateNote.${s.status}`, { date: formatDay(s.status === "completed" ? s.completed_at : s.expires_at, locale) });
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="student-list">
      {students.map((s) => {
        const name = s.student?.full_name ?? t("unnamed");
        return (
          <li key={s.log_code} className="relative grid gap-3 p-4 hover:bg-slate-50 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,0.9fr)_12.5rem] sm:items-center sm:gap-5 sm:px-5">
            <div className="min-w-0">
              {/* The whole row is clickable; the link itself carries the accessible name. */}
              <Link
                href={`/professional/students/${s.log_code}`}
                className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {name}
              </Link>
              <p className="font-mono text-xs text-slate-600">{s.student?.member_id ?? "—"}</p>
              <div className="mt-1">
                <MedicalStatusBadge status={s.medical_status} />
              </div>
            </div>
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-800">{s.course.name}</p>
              <p className="text-xs text-slate-600">
                {s.course.level_label} · <span className="font-mono">{s.log_code}</span>
              </p>
            </div>
            <ProgressBar value={s.progress} label={t("progressOf", { name })} showValue className="text-xs [&_span.font-medium]:sr-only" />
            <div className="flex items-center justify-between gap-3 sm:justify-end">
              <CourseLogStatusBadge status={s.status} />
              <span className="text-xs text-slate-600">{dateNote(s)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
