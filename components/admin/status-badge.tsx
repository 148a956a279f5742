/**
 * A coloured pill for a record's state.
 * Props: `label` (translated text), `tone` success | warning | danger | info | neutral (default neutral).
 * The dot is decorative; the label carries the meaning (no colour-only information).
 */
export type BadgeTone = "success" | "warning" | "danger" | "info" | "neutral";

const tones: Record<BadgeTone, { pill: string; dot: string }> = {
  success: { pill: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-600" },
  warning: { pill: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-600" },
  danger: { pill: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-600" },
  info: { pill: "bg-sky-50 text-sky-800 ring-sky-200", dot: "bg-sky-600" },
  neutral: { pill: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-500" },
};

export function AdminStatusBadge({ label, tone = "neutral" }: { label: string; tone?: BadgeTone }) {
  const t = tones[tone];
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${t.pill}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${t.dot}`} />
      {label}
    </span>
  );
}
