import type { ReactNode } from "react";

export function StorePageHeader({ title, description, eyebrow }: { title: string; description?: ReactNode; eyebrow?: ReactNode }) {
  return (
    <header className="mb-6">
      {eyebrow ? <div className="mb-2 text-sm">{eyebrow}</div> : null}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 text-sm text-slate-600 sm:text-base">{description}</p> : null}
    </header>
  );
}
