import { getLocale, getTranslations } from "next-intl/server";
import { AdminStatusBadge, DataTable, type AdminColumn, type BadgeTone } from "@/components/admin";
import { RetryButton } from "@/components/jobs/retry-button";
import type { JobRecord } from "@/lib/jobs/schema";
import { intlLocale } from "@/lib/i18n/intl-locale";

const tones: Record<JobRecord["state"], BadgeTone> = {
  created: "info",
  retry: "warning",
  active: "info",
  completed: "success",
  cancelled: "neutral",
  failed: "danger",
};

const waiting = (job: JobRecord) => job.state === "created" || job.state === "retry";

/** One page of jobs in the console's table: what ran, how often, when, its payload and last error. */
export async function JobTable({ jobs, caption, empty }: { jobs: JobRecord[]; caption: string; empty: { title: string; description?: string } }) {
  const t = await getTranslations("admin.jobs");
  const locale = await getLocale();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  const at = (iso: string | null) => (iso ? `${when.format(new Date(iso))} UTC` : "—");
  const columns: AdminColumn<JobRecord>[] = [
    {
      id: "job",
      header: t("columns.job"),
      cell: (job) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{job.name}</p>
          <p className="font-mono text-xs break-all text-slate-500">{job.id}</p>
        </div>
      ),
    },
    { id: "state", header: t("columns.state"), cell: (job) => <AdminStatusBadge label={t(`state.${job.state}`)} tone={tones[job.state]} /> },
    { id: "attempts", header: t("attempts"), className: "whitespace-nowrap", cell: (job) => t("attemptsOf", { attempts: job.attempts, max: job.max_attempts }) },
    { id: "created", header: t("created"), className: "whitespace-nowrap", cell: (job) => at(job.created_at) },
    {
      id: "when",
      header: t("columns.when"),
      className: "whitespace-nowrap",
      cell: (job) => (
        <>
          <span className="sr-only">{waiting(job) ? t("runAt") : t("completed")}: </span>
          {at(waiting(job) ? job.run_at : job.completed_at)}
        </>
      ),
    },
    {
      id: "payload",
      header: t("payload"),
      cell: (job) => (
        <p className="max-w-56 truncate font-mono text-xs text-slate-800" title={JSON.stringify(job.payload)}>
          {JSON.stringify(job.payload)}
        </p>
      ),
    },
    {
      id: "error",
      header: t("columns.error"),
      cell: (job) => (job.error ? <p className="max-w-72 text-sm break-words text-red-800">{job.error}</p> : "—"),
    },
    { id: "actions", header: <span className="sr-only">{t("columns.actions")}</span>, cell: (job) => (job.state === "failed" ? <RetryButton id={job.id} /> : null) },
  ];
  return <DataTable caption={caption} columns={columns} rows={jobs} rowKey={(job) => job.id} empty={empty} />;
}
