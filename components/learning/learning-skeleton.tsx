/** The shape of a learning page while it loads (lists, details, modules). */
export function LearningSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className="space-y-2">
        <div className={`${bar} h-4 w-40`} />
        <div className={`${bar} h-8 w-72 max-w-full`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
            <div className={`${bar} h-3 w-24`} />
            <div className={`${bar} h-5 w-48`} />
            <div className={`${bar} h-2.5 w-full rounded-full`} />
            <div className={`${bar} h-3 w-32`} />
          </div>
        ))}
      </div>
      <div className={`${bar} h-48 rounded-2xl`} />
    </div>
  );
}
