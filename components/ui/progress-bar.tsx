/** An accessible progress bar (0–max); the label names what progresses. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = true,
  className = "",
}: {
  value: number;
  max?: number;
  label: string;
  showValue?: boolean;
  className?: string;
}) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={className}>
      <div className="mb-1 flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        {showValue ? <span className="tabular-nums text-slate-600">{percent}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-sky-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
