import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { formatDay } from "@/components/learning/format";
import { logPath } from "@/components/learning/paths";
import { LogStatusBadge } from "@/components/learning/status-badge";
import type { CourseLogSummary, LearningDoor } from "@/components/learning/types";
import { ProgressBar } from "@/components/ui/progress-bar";

type T = ReturnType<typeof useTranslations<"learning.card">>;

function dateLine(log: CourseLogSummary, t: T, locale: string, refunded: string) {
  if (log.status === "refunded") return refunded;
  if (log.status === "completed") return t("completedOn", { date: formatDay(log.completed_at, locale) });
  if (log.status === "expired") return t("expiredOn", { date: formatDay(log.expires_at, locale) });
  return t("expiresOn", { date: formatDay(log.expires_at, locale) });
}

/** One course log in a list: the whole card is the link to its page. */
export function CourseLogCard({ log, door }: { log: CourseLogSummary; door: LearningDoor }) {
  const t = useTranslations("learning.card");
  const r = useTranslations("adminFinance.diver");
  const locale = useLocale();
  const readOnly = log.status === "expired" || log.status === "refunded";
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-within:outline-2 focus-within:outline-sky-600 hover:border-sky-300">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {log.course.code} · {log.course.level_label}
        </p>
        <LogStatusBadge status={log.status} />
      </div>
      <h3 className="mt-1 text-base font-semibold text-slate-900">
        <Link href={logPath(door, log.log_code)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {log.course.name}
        </Link>
      </h3>
      <p className="mt-0.5 font-mono text-xs text-slate-500">{log.log_code}</p>
      <ProgressBar value={log.progress} label={t("progress")} className="mt-4" />
      <dl className="mt-3 space-y-1 text-sm text-slate-600">
        <div>
          <dt className="sr-only">{t("dates")}</dt>
          <dd className={readOnly ? "font-medium text-amber-900" : undefined}>{dateLine(log, t, locale, r("closedByRefund"))}</dd>
        </div>
        {log.instructor ? (
          <div className="flex gap-1">
            <dt>{t("instructor")}</dt>
            <dd className="truncate">{log.instructor.full_name ?? log.instructor.member_id}</dd>
          </div>
        ) : null}
      </dl>
      {readOnly ? <p className="mt-3 text-xs font-medium text-amber-900">{t("readOnly")}</p> : null}
    </li>
  );
}
