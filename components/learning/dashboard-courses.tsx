import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { formatDate } from "@/components/learning/format";
import { logPath } from "@/components/learning/paths";
import type { CourseLogSummary } from "@/components/learning/types";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";

type Groups = { active: CourseLogSummary[]; expired: CourseLogSummary[]; completed: CourseLogSummary[] };

/** The dashboard's course summary: active courses with progress, then the expired ones. */
export async function DashboardCourses({ courses }: { courses: Promise<Groups> }) {
  const { active, expired } = await courses;
  const t = await getTranslations("dashboard.courses");
  const locale = await getLocale();
  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={
        <ButtonLink href="/courses" variant="secondary" size="sm">
          {t("all")}
        </ButtonLink>
      }
    >
      {active.length ? (
        <ul className="space-y-4" aria-label={t("active")}>
          {active.map((log) => (
            <li key={log.log_code} className="rounded-xl border border-slate-100 p-4">
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={logPath("course", log.log_code)} className="font-semibold text-sky-800 underline hover:text-sky-950">
                  {log.course.name}
                </Link>
                <span className="text-xs text-slate-600">{t("expiresOn", { date: formatDate(log.expires_at, locale) ?? "" })}</span>
              </div>
              <ProgressBar value={log.progress} label={t("progress", { code: log.course.code })} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          {t.rich("none", {
            store: (chunks) => (
              <Link href="/store" className="font-medium text-sky-800 underline">
                {chunks}
              </Link>
            ),
            learn: (chunks) => (
              <Link href="/learn" className="font-medium text-sky-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {expired.length ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t("expired")}</h3>
          <ul className="mt-2 space-y-1.5 text-sm" aria-label={t("expiredCourses")}>
            {expired.map((log) => (
              <li key={log.log_code} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={logPath("course", log.log_code)} className="text-slate-800 underline hover:text-slate-950">
                  {log.course.name}
                </Link>
                <span className="text-xs text-amber-900">
                  {t("expiredOn", { date: formatDate(log.expires_at, locale) ?? "", progress: log.progress })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
