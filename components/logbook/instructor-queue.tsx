import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { gasLabel, showDate, showDateTime, showDepth, showMinutes, type SystemUnits } from "@/components/logbook/format";
import { SignatureBadge } from "@/components/logbook/signature-badge";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";

export type QueueDive = DiveLogRecord & { diver: { id: number; member_id: string; full_name: string | null } | null };


/** Students' dives naming this instructor: who, which dive, and the way to review it. */
export function InstructorQueue({ dives, units, label }: { dives: QueueDive[]; units: SystemUnits; label: string }) {
  const t = useTranslations("professional.dives");
  const air = useTranslations("logbook.table")("air");
  const locale = useLocale();
  const diverName = (d: QueueDive) => (d.diver ? `${d.diver.full_name ?? d.diver.member_id} (${d.diver.member_id})` : t("unknownDiver"));
  return (
    <ul className="space-y-3" aria-label={label}>
      {dives.map((d) => (
        <li key={d.id} data-testid="queue-dive" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{diverName(d)}</p>
              <p className="text-sm text-slate-700">
                {t("line", { number: d.number, date: showDate(d.date, locale), site: d.location ?? t("noSite") })}
              </p>
              <p className="mt-1 text-sm text-slate-600 tabular-nums">
                {showDepth(d.max_depth, d.depth_unit, units.depth, locale)} · {showMinutes(d.dive_time)} · {gasLabel(d.gas, d.gas_mix, air, d.gas_helium)}
                {d.signed_at ? ` · ${t("signedOn", { date: showDateTime(d.signed_at, locale) })}` : ""}
              </p>
            </div>
            <div className="flex flex-col items-end gap-2">
              <SignatureBadge dive={d} />
              <Link
                href={`/professional/dive-logs/${d.id}`}
                className="text-sm font-semibold text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {d.is_signed ? t("view") : t("review")}
                <span className="sr-only"> {t("which", { number: d.number, diver: diverName(d) })}</span>
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
