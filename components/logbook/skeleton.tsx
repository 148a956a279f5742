/** Placeholder blocks while a logbook page loads (announced once as busy). */
export function LogbookSkeleton({ tiles = 6, rows = 6, label }: { tiles?: number; rows?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{label}</span>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      {tiles ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: tiles }, (_, i) => (
            <div key={i} className="h-20 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      ) : null}
      <div className="h-56 animate-pulse rounded-2xl bg-slate-200" />
      <div className="space-y-2">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
