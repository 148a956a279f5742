import type { ReactNode } from "react";

const tones = {
  ok: { ring: "bg-emerald-100 text-emerald-800", path: "M5 12.5l4.5 4.5L19 7.5" },
  expired: { ring: "bg-amber-100 text-amber-800", path: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" },
  invalid: { ring: "bg-red-100 text-red-800", path: "M7 7l10 10M17 7 7 17" },
} as const;

/** The outcome of a link from an e-mail: an icon, a heading, what happened and what to do next. */
export function ResultPanel({ tone, title, children, actions }: { tone: keyof typeof tones; title: string; children: ReactNode; actions?: ReactNode }) {
  const t = tones[tone];
  return (
    <div className="text-center">
      <div aria-hidden="true" className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${t.ring}`}>
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d={t.path} />
        </svg>
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
      {actions ? <div className="mt-6 flex flex-col items-center gap-3">{actions}</div> : null}
    </div>
  );
}
