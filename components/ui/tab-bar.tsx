"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";

export type Tab = { key: string; href: string; label: ReactNode; count?: number };

/**
 * The app's one row of tabs: links between views that each have their own URL (a filter, a
 * status, a page of a section), in a named navigation landmark; the current one carries
 * aria-current="page". On a narrow screen the row scrolls sideways and the current tab is brought
 * into view. Props: `label` (the landmark's name), `tabs` ({ key, href, label, count? }),
 * `current` (the key of the tab shown), `className` (spacing around it).
 */
export function TabBar({ label, tabs, current, className = "mb-5" }: { label: string; tabs: Tab[]; current: string; className?: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const list = nav.current;
    if (!list) return;
    // Scroll the row only (scrollIntoView would scroll the page too), again whenever its width changes.
    const reveal = () => {
      const active = list.querySelector<HTMLElement>("[aria-current='page']");
      if (!active) return;
      const left = active.offsetLeft;
      if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left - 16;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [current]);
  return (
    <nav ref={nav} aria-label={label} className={`relative overflow-x-auto ${className}`}>
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={isCurrent ? "page" : undefined}
                className={
                  "-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 " +
                  (isCurrent ? "border-sky-700 text-sky-800" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900")
                }
              >
                {tab.label}
                {tab.count !== undefined ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700">{tab.count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
