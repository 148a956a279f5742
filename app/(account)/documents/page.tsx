import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { deleteDocumentAction } from "@/app/(account)/documents/actions";
import { singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DocumentList } from "@/components/documents/document-list";
import { isKind } from "@/components/documents/labels";
import { UploadForm } from "@/components/documents/upload-form";
import { Pager } from "@/components/profile/pager";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { ZPageQuery } from "@/lib/api/pagination";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { listDocuments } from "@/lib/documents/list-documents";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("documents");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DocumentsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/documents");
  const params = singleParams(await searchParams);
  const t = await getTranslations("documents");
  const header = (
    <PageHeader title={t("title")} description={t("description")} />
  );
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>{refusal}</FormMessage>
      </>
    );
  }
  const parsed = ZPageQuery.safeParse({ page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZPageQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/diver/documents.
  const page = await listDocuments(user.id, query, new URL("/documents", env().appUrl));
  const kind = isKind(params.kind) ? params.kind : "general";
  const kindParam = isKind(params.kind) ? `&kind=${params.kind}` : "";
  return (
    <>
      {header}
      <div className="space-y-8">
        {kind === "medical_certificate" ? (
          <FormMessage kind="info" title={t("physicianTitle")}>
            {t("physicianText")}
          </FormMessage>
        ) : null}
        <UploadForm defaultKind={kind} />
        <section aria-labelledby="documents-heading" className="space-y-3">
          <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
            {t("yours")}
          </h2>
          {page.data.length === 0 ? (
            <EmptyState title={t("none")} description={t("noneText")} />
          ) : (
            <DocumentList documents={page.data} onDelete={deleteDocumentAction} />
          )}
          <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => `/documents?page=${n}${kindParam}`} label={t("pages")} />
        </section>
      </div>
    </>
  );
}
