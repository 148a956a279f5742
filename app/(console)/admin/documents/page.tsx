import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { ReviewList } from "@/components/documents/review-list";
import { Pager } from "@/components/profile/pager";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { pageRefusal } from "@/lib/auth/page-access";
import { requireSessionUser } from "@/lib/auth/session";
import { listReviewDocuments } from "@/lib/documents/list-review-documents";
import { ZReviewQuery } from "@/lib/documents/schema";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.documents");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const tabs = ["pending", "accepted", "rejected"] as const;

export default async function DocumentReviewPage({ searchParams }: Props) {
  const user = await requireSessionUser("/admin/documents");
  const t = await getTranslations("admin.documents");
  const header = <PageHeader title={t("title")} description={t("description")} />;
  const refusal = await pageRefusal(user.id, "staff", "records");
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage>
      </>
    );
  }
  const params = singleParams(await searchParams);
  const parsed = ZReviewQuery.safeParse({ status: params.status, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZReviewQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/admin/documents.
  const page = await listReviewDocuments(query, new URL("/admin/documents", env().appUrl));
  return (
    <>
      {header}
      <nav aria-label={t("tabs")} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((status) => (
          <Link
            key={status}
            href={`/admin/documents?status=${status}`}
            aria-current={query.status === status ? "page" : undefined}
            className={
              "rounded-full px-3 py-1.5 text-sm font-medium " +
              (query.status === status ? "bg-sky-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")
            }
          >
            {t(`tab.${status}`)}
          </Link>
        ))}
      </nav>
      {page.data.length === 0 ? (
        <EmptyState title={query.status === "pending" ? t("nothingWaiting") : t("noneHere")} description={t("noneText")} />
      ) : (
        <ReviewList documents={page.data} />
      )}
      <div className="mt-4">
        <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => `/admin/documents?status=${query.status}&page=${n}`} label={t("pages")} />
      </div>
    </>
  );
}
