import type { StoreAvailability } from "@/lib/store/store-availability";
import { CourseCard } from "@/components/store/course-card";
import type { StoreCourse } from "@/components/store/types";

/** Courses grouped by level (the services list them level by level), each group a responsive grid. */
export function CourseGrid({ courses, availability }: { courses: StoreCourse[]; availability?: Map<number, StoreAvailability> }) {
  const groups: { level: string; label: string; courses: StoreCourse[] }[] = [];
  for (const c of courses) {
    const last = groups.at(-1);
    if (last?.level === c.level) last.courses.push(c);
    else groups.push({ level: c.level, label: c.level_label, courses: [c] });
  }
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.level} aria-labelledby={`level-${g.level}`}>
          <h2 id={`level-${g.level}`} className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {g.label} <span className="font-normal normal-case">({g.courses.length})</span>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {g.courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} availability={availability?.get(c.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
