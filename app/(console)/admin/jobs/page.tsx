import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { JobList } from "@/components/jobs/job-list";
import { Pager } from "@/components/profile/pager";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { jobCounts } from "@/lib/jobs/job-counts";
import { listJobs } from "@/lib/jobs/list-jobs";
import { ZJobQuery } from "@/lib/jobs/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.jobs");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tabs = ["waiting", "failed", "completed"] as const;

export default async function JobsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/admin/jobs");
  const t = await getTranslations("admin.jobs");
  const header = <PageHeader title={t("title")} description={t("description")} />;
  const refusal = await pageRefusal(user.id, "admin");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage>
      </>
    );
  }
  const params = singleParams(await searchParams);
  const parsed = ZJobQuery.safeParse({ state: params.state, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZJobQuery.parse({ per_page: 20 });
  // The same services as GET /api/v1/admin/jobs and /ready.
  const [page, counts] = await Promise.all([listJobs(query, new URL("/admin/jobs", env().appUrl)), jobCounts()]);
  const summary = [
    { label: t("summary.waiting"), value: String(counts.waiting) },
    { label: t("summary.failed"), value: String(counts.failed) },
    { label: t("summary.oldest"), value: t("seconds", { seconds: counts.oldest_waiting_seconds }) },
  ];
  return (
    <>
      {header}
      <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {summary.map((s) => (
          <div key={s.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{s.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t("tabs")} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((state) => (
          <Link
            key={state}
            href={`/admin/jobs?state=${state}`}
            aria-current={query.state === state ? "page" : undefined}
            className={
              "rounded-full px-3 py-1.5 text-sm font-medium " +
              (query.state === state ? "bg-sky-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")
            }
          >
            {t(`tab.${state}`)}
          </Link>
        ))}
      </nav>
      {page.data.length === 0 ? <EmptyState title={t(`empty.${query.state === "failed" ? "failed" : query.state === "completed" ? "completed" : "waiting"}`)} description={t("emptyText")} /> : <JobList jobs={page.data} />}
      <div className="mt-4">
        <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => `/admin/jobs?state=${query.state}&page=${n}`} label={t("pages")} />
      </div>
    </>
  );
}
