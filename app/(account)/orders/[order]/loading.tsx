export default function OrderLoading() {
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading the order…</span>
      <div className={`${bar} h-4 w-16`} />
      <div className={`${bar} h-8 w-48`} />
      <div className={`${bar} h-56 max-w-3xl rounded-2xl`} />
    </div>
  );
}
