import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { TabBar } from "@/components/ui/tab-bar";

const tabs = [
  { href: "/divers/check", label: "checkDiver" },
  { href: "/instructors", label: "findInstructor" },
  { href: "/dive-centers", label: "findCenter" },
] as const;

/** Frame of the three public search pages: a heading, the tabs between them, the content. */
export function SearchShell({ active, title, description, children }: { active: (typeof tabs)[number]["href"]; title: string; description: ReactNode; children: ReactNode }) {
  const tr = useTranslations("search");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <TabBar label={tr("nav")} current={active} className="mb-6" tabs={tabs.map((t) => ({ key: t.href, href: t.href, label: tr(`tabs.${t.label}`) }))} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-600">{description}</p>
      {children}
    </div>
  );
}

/** A result row that links to a public profile. */
export function ResultLink({ href, title, lines }: { href: string; title: ReactNode; lines: ReactNode[] }) {
  return (
    <Link href={href} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600">
      <p className="font-semibold text-slate-900">{title}</p>
      {lines.filter(Boolean).map((line, i) => (
        <p key={i} className="mt-0.5 text-sm text-slate-600">
          {line}
        </p>
      ))}
    </Link>
  );
}
