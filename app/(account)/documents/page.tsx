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
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { listDocuments } from "@/lib/documents/list-documents";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Documents" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DocumentsPage({ searchParams }: Props) {
  const user = await requireSessionUser("/documents");
  const params = singleParams(await searchParams);
  const header = (
    <PageHeader title="Documents" description="Your licences, certificates and insurance for our staff to review, and the DiveCert publications." />
  );
  const refusal = await pageRefusal(user.id, "verified");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title="Your documents are not available right now.">{refusal}</FormMessage>
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
          <FormMessage kind="info" title="A physician's approval">
            Upload the certificate your physician signed after reviewing your medical questionnaire. Once our staff accept it, your questionnaire counts as fit to dive.
          </FormMessage>
        ) : null}
        <UploadForm defaultKind={kind} />
        <section aria-labelledby="documents-heading" className="space-y-3">
          <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
            Your documents and publications
          </h2>
          {page.data.length === 0 ? (
            <EmptyState title="No documents yet" description="Upload your first document above: a licence from another agency, a medical certificate or your insurance." />
          ) : (
            <DocumentList documents={page.data} onDelete={deleteDocumentAction} />
          )}
          <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => `/documents?page=${n}${kindParam}`} label="Documents pages" />
        </section>
      </div>
    </>
  );
}
