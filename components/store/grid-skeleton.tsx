/** Placeholder cards while the catalogue loads. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="mb-3 h-4 w-32 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-20 rounded-full bg-slate-200" />
            <div className="mt-4 h-6 w-3/4 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/2 rounded bg-slate-100" />
            <div className="mt-16 h-7 w-24 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
