/** The loading state of the forms, medical and certification-results pages. */
export function RecordsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className={`${bar} h-8 w-48`} />
      <div className={`${bar} h-4 w-72 max-w-full`} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${bar} h-24 w-full rounded-2xl`} />
      ))}
    </div>
  );
}
