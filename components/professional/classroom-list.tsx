import Link from "next/link";
import { formatRange } from "@/components/professional/classroom-labels";
import type { ClassroomRecord } from "@/lib/professional/serializers";

/** Classrooms as cards: name, course, dates, seats taken and the number of sessions. */
export function ClassroomList({ classrooms }: { classrooms: ClassroomRecord[] }) {
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
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Dates</dt>
                <dd className="mt-0.5 text-slate-900">{formatRange(c.starts_on, c.ends_on)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Students</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">
                  {c.students.length}
                  {c.capacity !== null ? ` / ${c.capacity}` : ""}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Sessions</dt>
                <dd className="mt-0.5 text-slate-900 tabular-nums">{c.sessions.length}</dd>
              </div>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
