/** A dashboard card while its data loads. */
export function DashboardCardSkeleton({ label }: { label: string }) {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <span className="sr-only">{label}</span>
      <div className={`${bar} h-5 w-40`} />
      <div className={`${bar} h-3 w-64 max-w-full`} />
      <div className={`${bar} h-2.5 w-full rounded-full`} />
      <div className={`${bar} h-2.5 w-full rounded-full`} />
    </div>
  );
}
