export default function NewClassroomLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading the classroom form…</span>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-96 max-w-4xl animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
