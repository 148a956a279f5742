import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { decideRecognition } from "@/app/(console)/admin/recognitions/actions";
import { AdminPagination, firstParams } from "@/components/admin";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { DecisionForm } from "@/components/recognitions/decision-form";
import { RecognitionSummary } from "@/components/recognitions/recognition-summary";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { TabBar } from "@/components/ui/tab-bar";
import { staffPage } from "@/lib/auth/browser/page-access";
import { env } from "@/lib/env";
import { pageLanguage } from "@/lib/i18n/page-language";
import { listEquivalentCourses } from "@/lib/recognitions/list-equivalent-courses";
import { listAllRecognitions } from "@/lib/recognitions/list-recognitions";
import { recognitionStatuses, ZAdminRecognitionsQuery } from "@/lib/recognitions/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.recognitions");
  return { title: t("title"), robots: { index: false } };
}

const PATH = "/admin/recognitions";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RecognitionQueuePage({ searchParams }: Props) {
  const { refusal } = await staffPage("records", PATH);
  const t = await getTranslations("admin.recognitions");
  if (refusal) return <Refused title={t("title")} heading={(await getTranslations("professional.access"))("title")} refusal={`${refusal} ${t("adminsOnly")}`} />;
  const params = firstParams(await searchParams);
  const parsed = ZAdminRecognitionsQuery.safeParse({ status: params.status ?? "pending", page: params.page ?? 1, per_page: 10 });
  const { status = "pending", ...page } = parsed.success ? parsed.data : { status: "pending" as const, page: 1, per_page: 10 };
  const lang = await pageLanguage();
  const [requests, courses] = await Promise.all([listAllRecognitions(status, page, new URL(PATH, env().appUrl), lang), listEquivalentCourses(lang)]);
  const options = courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) · ${c.level_label}` }));
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/^DC-\d{4}-\d{6}$/.test(params.approved ?? "") ? (
        <FormMessage kind="success" className="mb-5">{t("approved", { number: params.approved ?? "" })}</FormMessage>
      ) : params.rejected ? (
        <FormMessage kind="success" className="mb-5">{t("rejected")}</FormMessage>
      ) : null}
      <TabBar label={t("filter")} current={status} tabs={recognitionStatuses.map((s) => ({ key: s, href: `${PATH}?status=${s}`, label: t(`tab.${s}`) }))} />
      {requests.total === 0 ? (
        <EmptyState title={status === "pending" ? t("nothingWaiting") : t(`none.${status}`)} description={status === "pending" ? t("noneText") : undefined} />
      ) : (
        <ul className="space-y-3">
          {requests.data.map((r) => (
            <li key={r.id}>
              <RecognitionSummary
                r={r}
                documentHref={(id) => `/admin/documents/${id}/file`}
                who={<p className="mt-1 text-sm text-slate-700">{r.user.full_name ?? t("noName")} · <span className="font-mono">{r.user.member_id}</span> · <span>{r.user.email}</span></p>}
              >
                {r.status === "pending" ? <DecisionForm id={r.id} action={decideRecognition.bind(null, r.id)} courses={options} /> : null}
              </RecognitionSummary>
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={requests} path={PATH} params={{ status: params.status, page: params.page }} label={t("pages")} />
    </>
  );
}
