import Link from "next/link";

export type FilterTab = { key: string; label: string; href: string };

/** A row of filter links (status, level); wraps on narrow screens so the current one stays visible. */
export function FilterTabs({ label, tabs, active }: { label: string; tabs: FilterTab[]; active: string }) {
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.key}>
            <Link
              href={t.href}
              aria-current={t.key === active ? "page" : undefined}
              className={
                "inline-flex min-h-10 items-center rounded-full px-3 text-sm sm:px-4 font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
                (t.key === active ? "bg-sky-700 text-white ring-sky-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50")
              }
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
