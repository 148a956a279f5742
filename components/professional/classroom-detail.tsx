import Link from "next/link";
import type { ReactNode } from "react";
import { formatDay, medicalLabel, sessionKindLabel } from "@/components/professional/classroom-labels";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { ClassroomRecord } from "@/lib/professional/serializers";

const timeFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

export function SessionList({ sessions }: { sessions: ClassroomRecord["sessions"] }) {
  if (!sessions.length) return <p className="text-sm text-slate-600">No sessions scheduled.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
          <span className="w-36 shrink-0 text-sm font-semibold text-slate-900">{sessionKindLabel[s.kind]}</span>
          <span className="text-sm text-slate-800 tabular-nums">{timeFormat.format(new Date(s.starts_at))} UTC</span>
          <span className="text-sm text-slate-600 sm:ml-auto sm:text-right">{s.location}</span>
        </li>
      ))}
    </ol>
  );
}

/** Each student with a progress bar and their medical status; `remove` renders the row's action. */
export function StudentRows({ students, remove }: { students: ClassroomRecord["students"]; remove: (s: ClassroomRecord["students"][number]) => ReactNode }) {
  if (!students.length) return <p className="text-sm text-slate-600">No students yet. Add your students of this course below.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {students.map((s) => {
        const medical = medicalLabel[s.medical_status];
        return (
          <li key={s.log_code} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-6" data-testid="classroom-student">
            <div className="min-w-0 sm:w-56">
              <Link href={`/professional/students/${s.log_code}`} className="font-semibold text-slate-900 underline-offset-2 hover:underline">
                {s.full_name ?? s.member_id}
              </Link>
              <p className="font-mono text-xs text-slate-500">
                {s.member_id} · {s.log_code}
              </p>
            </div>
            <ProgressBar value={s.progress} label="Progress" className="flex-1" />
            <span className={`w-fit shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${medical.tone}`} data-testid="medical-status">
              {medical.text}
            </span>
            {remove(s)}
          </li>
        );
      })}
    </ul>
  );
}

export function ClassroomFacts({ classroom: c }: { classroom: ClassroomRecord }) {
  const facts = [
    { label: "Course", value: `${c.course.name} (${c.course.code})` },
    { label: "Dates", value: `${formatDay(c.starts_on)} – ${formatDay(c.ends_on)}` },
    { label: "Seats", value: c.capacity === null ? `${c.students.length} (no limit)` : `${c.students.length} of ${c.capacity}` },
    { label: "Dive center", value: c.dive_center?.name ?? "Not assigned" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:gap-4 lg:grid-cols-4">
      {facts.map((f) => (
        <div key={f.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
          <dd className="mt-1 font-medium text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
