import { useTranslations } from "next-intl";
import Link from "next/link";

export type CertificationView = "current" | "history";

const tabs: { view: CertificationView; href: string }[] = [
  { view: "current", href: "/certifications" },
  { view: "history", href: "/certifications?view=history" },
];

/** Current (valid) certifications or the whole history; links, so each view has its own URL. */
export function CertificationTabs({ active, counts }: { active: CertificationView; counts: Record<CertificationView, number> }) {
  const tr = useTranslations("certifications.tabs");
  return (
    <nav aria-label={tr("label")} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-2">
        {tabs.map((t) => (
          <li key={t.view}>
            <Link
              href={t.href}
              aria-current={t.view === active ? "page" : undefined}
              className={
                "inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-600 " +
                (t.view === active ? "border-sky-700 text-sky-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900")
              }
            >
              {tr(`views.${t.view}`)}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700">{counts[t.view]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
