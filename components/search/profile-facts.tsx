import type { ReactNode } from "react";

/** Label/value pairs of a public profile; empty values are left out. */
export function ProfileFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr] sm:p-6">
      {facts
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm font-medium text-slate-600">{k}</dt>
            <dd className="text-slate-900 break-words">{v}</dd>
          </div>
        ))}
    </dl>
  );
}
