import { showDate } from "@/components/logbook/format";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { AwardCard as Award } from "@/lib/awards/awards";

const noun = { dives: ["dive logged", "dives logged"], certifications: ["certification issued", "certifications issued"] } as const;

/** One milestone: earned (with its date) or the progress toward it. */
export function AwardCard({ award }: { award: Award }) {
  const [one, many] = noun[award.kind];
  return (
    <li data-testid="award-card" className={`rounded-2xl border bg-white p-5 shadow-sm ${award.earned ? "border-emerald-300" : "border-slate-200"}`}>
      <div className="flex items-start gap-4">
        <div
          aria-hidden="true"
          className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold ${award.earned ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-600"}`}
        >
          {award.threshold >= 1000 ? `${award.threshold / 1000}k` : award.threshold}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{award.name}</h3>
          <p className="mt-0.5 text-sm">
            {award.earned ? (
              <span className="font-medium text-emerald-800">Earned on {showDate(award.earned_at)}</span>
            ) : (
              <span className="text-slate-600">Not earned yet</span>
            )}
          </p>
        </div>
      </div>
      <ProgressBar className="mt-4" value={award.progress} label={`Progress toward ${award.name}`} />
      <p className="mt-1 text-xs text-slate-600 tabular-nums">
        {award.count.toLocaleString("en-GB")} of {award.threshold.toLocaleString("en-GB")} {award.threshold === 1 ? one : many}
      </p>
    </li>
  );
}
