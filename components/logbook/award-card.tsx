import { useLocale, useTranslations } from "next-intl";
import { showDate } from "@/components/logbook/format";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { AwardCard as Award } from "@/lib/awards/awards";


/** One milestone: earned (with its date) or the progress toward it. */
export function AwardCard({ award }: { award: Award }) {
  const t = useTranslations("awards.card");
  const locale = useLocale();
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
          <h3 className="font-semibold text-slate-900">{award.kind === "dives" ? t("names.dives", { threshold: award.threshold }) : t("names.certifications", { threshold: award.threshold })}</h3>
          <p className="mt-0.5 text-sm">
            {award.earned ? (
              <span className="font-medium text-emerald-800">{t("earnedOn", { date: showDate(award.earned_at, locale) })}</span>
            ) : (
              <span className="text-slate-600">{t("notYet")}</span>
            )}
          </p>
        </div>
      </div>
      <ProgressBar className="mt-4" value={award.progress} label={t("progress", { name: award.name })} />
      <p className="mt-1 text-xs text-slate-600 tabular-nums">
        {award.kind === "dives"
          ? t("dives", { count: award.count, threshold: award.threshold })
          : t("certifications", { count: award.count, threshold: award.threshold })}
      </p>
    </li>
  );
}
