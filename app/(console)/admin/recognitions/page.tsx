import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { decideRecognition } from "@/app/(console)/admin/recognitions/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { FilterTabs } from "@/components/professional/filter-tabs";
import { DecisionForm } from "@/components/recognitions/decision-form";
import { RecognitionSummary } from "@/components/recognitions/recognition-summary";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { listEquivalentCourses } from "@/lib/recognitions/list-equivalent-courses";
import { listAllRecognitions } from "@/lib/recognitions/list-recognitions";
import { ZAdminRecognitionsQuery } from "@/lib/recognitions/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.recognitions");
  return { title: t("title"), robots: { index: false } };
}

const PATH = "/admin/recognitions";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const hrefOf = (status: string, page = 1) => `${PATH}?status=${status}${page > 1 ? `&page=${page}` : ""}`;

export default async function RecognitionQueuePage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "staff", "records");
  const t = await getTranslations("admin.recognitions");
  if (refusal) {
    const tAccess = await getTranslations("professional.access");
    return (
      <>
        <PageHeader title={t("title")} />
        <FormMessage kind="warning" title={tAccess("title")}>{refusal} {t("adminsOnly")}</FormMessage>
      </>
    );
  }
  const raw = await searchParams;
  const parsed = ZAdminRecognitionsQuery.safeParse({ status: first(raw.status) ?? "pending", page: first(raw.page) ?? 1, per_page: 10 });
  const { status = "pending", ...page } = parsed.success ? parsed.data : { status: "pending" as const, page: 1, per_page: 10 };
  const lang = await pageLanguage();
  const [requests, courses] = await Promise.all([listAllRecognitions(status, page, new URL(PATH, env().appUrl), lang), listEquivalentCourses(lang)]);
  const options = courses.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) · ${c.level_label}` }));
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/^DC-\d{4}-\d{6}$/.test(first(raw.approved) ?? "") ? (
        <FormMessage kind="success" className="mb-5">{t("approved", { number: first(raw.approved) ?? "" })}</FormMessage>
      ) : first(raw.rejected) ? (
        <FormMessage kind="success" className="mb-5">{t("rejected")}</FormMessage>
      ) : null}
      <FilterTabs
        label={t("filter")}
        active={status}
        tabs={(["pending", "approved", "rejected"] as const).map((s) => ({ key: s, label: t(`tab.${s}`), href: hrefOf(s) }))}
      />
      {requests.total === 0 ? (
        <EmptyState title={status === "pending" ? t("nothingWaiting") : t(`none.${status}`)} description={status === "pending" ? t("noneText") : undefined} />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {requests.data.map((r) => (
              <li key={r.id}>
                <RecognitionSummary
                  r={r}
                  documentHref={(id) => `/admin/documents/${id}/file`}
                  who={<p className="mt-1 text-sm text-slate-700">{r.user.full_name ?? t("noName")} · <span className="font-mono">{r.user.member_id}</span> · <span>{r.user.email}</span></p>}
                >
                  {r.status === "pending" ? <DecisionForm id={r.id} action={decideRecognition} courses={options} /> : null}
                </RecognitionSummary>
              </li>
            ))}
          </ul>
          <Pager page={requests.current_page} lastPage={requests.last_page} total={requests.total} href={(n) => hrefOf(status, n)} label={t("pages")} />
        </div>
      )}
    </>
  );
}
