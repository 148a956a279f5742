import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { AdminPagination, firstParams } from "@/components/admin";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { JobTable } from "@/components/jobs/job-table";
import { TabBar } from "@/components/ui/tab-bar";
import { staffPage } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { jobCounts } from "@/lib/jobs/job-counts";
import { listJobs } from "@/lib/jobs/list-jobs";
import { ZJobQuery } from "@/lib/jobs/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.jobs");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/jobs";
const tabs = ["waiting", "failed", "completed"] as const;

export default async function JobsPage({ searchParams }: Props) {
  const { refusal } = await staffPage("admin", PATH);
  const t = await getTranslations("admin.jobs");
  if (refusal) return <Refused title={t("title")} description={t("description")} heading={t("staffOnly")} refusal={refusal} />;
  const params = firstParams(await searchParams);
  const parsed = ZJobQuery.safeParse({ state: params.state, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZJobQuery.parse({ per_page: 20 });
  // The same services as GET /api/v1/admin/jobs and /ready.
  const [page, counts] = await Promise.all([listJobs(query, new URL(PATH, env().appUrl)), jobCounts()]);
  const summary = [
    { label: t("summary.waiting"), value: String(counts.waiting) },
    { label: t("summary.failed"), value: String(counts.failed) },
    { label: t("summary.oldest"), value: t("seconds", { seconds: counts.oldest_waiting_seconds }) },
  ];
  const empty = query.state === "failed" ? "failed" : query.state === "completed" ? "completed" : "waiting";
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {summary.map((s) => (
          <div key={s.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{s.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
      <TabBar label={t("tabs")} current={query.state} tabs={tabs.map((state) => ({ key: state, href: `${PATH}?state=${state}`, label: t(`tab.${state}`) }))} />
      <JobTable jobs={page.data} caption={t("caption", { state: t(`tab.${empty}`) })} empty={{ title: t(`empty.${empty}`), description: t("emptyText") }} />
      <AdminPagination page={page} path={PATH} params={{ state: params.state, page: params.page }} label={t("pages")} />
    </>
  );
}
