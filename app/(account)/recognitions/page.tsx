import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { submitRecognition } from "@/app/(account)/recognitions/actions";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { RecognitionForm } from "@/components/recognitions/recognition-form";
import { RecognitionSummary } from "@/components/recognitions/recognition-summary";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { ZPageQuery } from "@/lib/api/pagination";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";
import { listLicenseDocuments } from "@/lib/recognitions/list-license-documents";
import { listOwnRecognitions } from "@/lib/recognitions/list-recognitions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("recognitions") };
}

const PATH = "/recognitions";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RecognitionsPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "verified");
  const t = await getTranslations("recognitions");
  if (refusal) {
    return (
      <>
        <PageHeader title={t("title")} />
        <FormMessage kind="warning" title={t("denied")}>{refusal}</FormMessage>
      </>
    );
  }
  const raw = (await searchParams).page;
  const parsed = ZPageQuery.safeParse({ page: Array.isArray(raw) ? raw[0] : (raw ?? 1), per_page: 10 });
  const page = parsed.success ? parsed.data : { page: 1, per_page: 10 };
  const [documents, requests] = await Promise.all([listLicenseDocuments(user.id), listOwnRecognitions(user.id, page, new URL(PATH, env().appUrl), await pageLanguage())]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <Card title={t("newRequest")} className="mb-8">
        <RecognitionForm action={submitRecognition} documents={documents.map((d) => ({ value: String(d.id), label: `${d.title} · ${d.fileName}` }))} />
      </Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t("yours")}</h2>
      {requests.total === 0 ? (
        <EmptyState title={t("none")} description={t("noneText")} />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {requests.data.map((r) => (
              <li key={r.id}>
                <RecognitionSummary r={r} documentHref={(id) => `/documents/${id}/file`} />
              </li>
            ))}
          </ul>
          <Pager page={requests.current_page} lastPage={requests.last_page} total={requests.total} href={(n) => `${PATH}?page=${n}`} label={t("pages")} />
        </div>
      )}
    </>
  );
}
