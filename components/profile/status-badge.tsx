/** The account status label; green only when the account is active. */
export function StatusBadge({ label, active }: { label: string; active: boolean }) {
  return (
    <span
      className={
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset " +
        (active ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-300")
      }
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? "bg-emerald-600" : "bg-amber-600"}`} />
      {label}
    </span>
  );
}
