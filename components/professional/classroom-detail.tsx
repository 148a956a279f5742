import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatDay } from "@/components/learning/format";
import { medicalTone } from "@/components/professional/classroom-labels";
import { ProgressBar } from "@/components/ui/progress-bar";
import { intlLocale } from "@/lib/i18n/intl-locale";
import type { Lang } from "@/lib/i18n/language";
import type { ClassroomRecord } from "@/lib/professional/serializers";

const timeFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(intlLocale(lang), { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

export async function SessionList({ sessions, lang }: { sessions: ClassroomRecord["sessions"]; lang: Lang }) {
  const t = await getTranslations("professional.classroom");
  if (!sessions.length) return <p className="text-sm text-slate-600">{t("noSessions")}</p>;
  const format = timeFormat(lang);
  return (
    <ol className="divide-y divide-slate-100">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
          <span className="w-36 shrink-0 text-sm font-semibold text-slate-900">{t(`kinds.${s.kind}`)}</span>
          <span className="text-sm text-slate-800 tabular-nums">{t("utc", { time: format.format(new Date(s.starts_at)) })}</span>
          <span className="text-sm text-slate-600 sm:ml-auto sm:text-right">{s.location}</span>
        </li>
      ))}
    </ol>
  );
}

/** Each student with a progress bar and their medical status; `remove` renders the row's action. */
export async function StudentRows({ students, remove }: { students: ClassroomRecord["students"]; remove: (s: ClassroomRecord["students"][number]) => ReactNode }) {
  const t = await getTranslations("professional.classroom");
  if (!students.length) return <p className="text-sm text-slate-600">{t("noStudents")}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {students.map((s) => {
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
            <ProgressBar value={s.progress} label={t("progress")} className="flex-1" />
            <span className={`w-fit shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${medicalTone[s.medical_status]}`} data-testid="medical-status">
              {t(`medical.${s.medical_status}`)}
            </span>
            {remove(s)}
          </li>
        );
      })}
    </ul>
  );
}

export async function ClassroomFacts({ classroom: c, lang }: { classroom: ClassroomRecord; lang: Lang }) {
  const t = await getTranslations("professional.classroom.facts");
  const count = c.students.length;
  const facts = [
    { label: t("course"), value: `${c.course.name} (${c.course.code})` },
    { label: t("dates"), value: `${formatDay(c.starts_on, lang)} – ${formatDay(c.ends_on, lang)}` },
    { label: t("seats"), value: c.capacity === null ? t("noLimit", { count }) : t("of", { count, capacity: c.capacity }) },
    { label: t("center"), value: c.dive_center?.name ?? t("noCenter") },
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
