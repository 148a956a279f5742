import { getLocale, getTranslations } from "next-intl/server";
import { RetryButton } from "@/components/jobs/retry-button";
import type { JobRecord } from "@/lib/jobs/schema";
import { intlLocale } from "@/lib/i18n/intl-locale";

const stateStyle: Record<JobRecord["state"], string> = {
  created: "bg-sky-50 text-sky-800 ring-sky-200",
  retry: "bg-amber-50 text-amber-800 ring-amber-200",
  active: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-50 text-slate-700 ring-slate-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

/** One card per job: readable on a phone, a row of facts on a wide screen. */
export async function JobList({ jobs }: { jobs: JobRecord[] }) {
  const t = await getTranslations("admin.jobs");
  const locale = await getLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const at = (iso: string | null) => (iso ? `${when.format(new Date(iso))} UTC` : "—");
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {job.name}{" "}
                <span className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${stateStyle[job.state]}`}>{t(`state.${job.state}`)}</span>
              </p>
              <p className="mt-1 font-mono text-xs break-all text-slate-500">{job.id}</p>
            </div>
            {job.state === "failed" ? <RetryButton id={job.id} /> : null}
          </div>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-slate-500">{t("attempts")}</dt>
              <dd className="text-slate-900">{t("attemptsOf", { attempts: job.attempts, max: job.max_attempts })}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("created")}</dt>
              <dd className="text-slate-900">{at(job.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{job.state === "created" || job.state === "retry" ? t("runAt") : t("completed")}</dt>
              <dd className="text-slate-900">{at(job.state === "created" || job.state === "retry" ? job.run_at : job.completed_at)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t("payload")}</dt>
              <dd className="truncate font-mono text-xs text-slate-800" title={JSON.stringify(job.payload)}>
                {JSON.stringify(job.payload)}
              </dd>
            </div>
          </dl>
          {job.error ? (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
              <span className="font-medium">{t("lastError")}</span> {job.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
