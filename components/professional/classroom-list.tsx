import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { formatRange } from "@/components/professional/classroom-labels";
import type { Lang } from "@/lib/i18n/language";
import type { ClassroomRecord } from "@/lib/professional/serializers";

/** Classrooms as cards: name, course, dates, seats taken and the number of sessions. */
export async function ClassroomList({ classrooms, lang }: { classrooms: ClassroomRecord[]; lang: Lang }) {
  const t = await getTranslations("professional.classrooms");
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {classrooms.map((c) => (
        <li key={c.id}>
          <Link
            href={`/professional/classrooms/${c.id}`}
            className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-sky-300 hover:shadow focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            <p className="text-lg font-semibold text-slate-900">{c.name}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {c.course.name} <span className="font-mono text-xs">({c.course.code})</span>
            </p>
            <dl className="mt-4 grid grid-cols-[1.8fr_1fr_1fr] gap-2 text-sm">
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("dates")}</dt>
                <dd className="mt-0.5 text-slate-900">{formatRange(c.starts_on, c.ends_on, lang)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("students")}</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">
                  {c.students.length}
                  {c.capacity !== null ? ` / ${c.capacity}` : ""}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("sessions")}</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">{c.sessions.length}</dd>
              </div>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
