import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";

type Crumb = { label: string; href?: string };

/** Breadcrumb, title and a line of facts at the top of every learning page. */
export function LearningHeader({ crumbs, title, description, badges }: { crumbs: Crumb[]; title: string; description?: ReactNode; badges?: ReactNode }) {
  const t = useTranslations("learning");
  return (
    <header className="mb-6">
      {crumbs.length ? (
        <nav aria-label={t("breadcrumb")} className="mb-2 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`} className="flex items-center gap-2">
                {i > 0 ? <span aria-hidden="true" className="text-slate-400">/</span> : null}
                {c.href ? (
                  <Link href={c.href} className="font-medium text-sky-800 underline hover:text-sky-950">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-slate-600">{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {badges}
      </div>
      {description ? <div className="mt-1 text-sm text-slate-600 sm:text-base">{description}</div> : null}
    </header>
  );
}
