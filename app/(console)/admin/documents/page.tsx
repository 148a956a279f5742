import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { AdminPagination, firstParams } from "@/components/admin";
import { Refused } from "@/components/admin-orders/refused";
import { PageHeader } from "@/components/certifications/page-header";
import { ReviewList } from "@/components/documents/review-list";
import { EmptyState } from "@/components/ui/empty-state";
import { TabBar } from "@/components/ui/tab-bar";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listReviewDocuments } from "@/lib/documents/list-review-documents";
import { ZReviewQuery } from "@/lib/documents/schema";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.documents");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/documents";
const tabs = ["pending", "accepted", "rejected"] as const;

export default async function DocumentReviewPage({ searchParams }: Props) {
  const { refusal } = await staffPage("records", PATH);
  const t = await getTranslations("admin.documents");
  if (refusal) return <Refused title={t("title")} description={t("description")} heading={t("staffOnly")} refusal={refusal} />;
  const params = firstParams(await searchParams);
  const parsed = ZReviewQuery.safeParse({ status: params.status, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZReviewQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/admin/documents.
  const page = await listReviewDocuments(query, new URL(PATH, env().appUrl));
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <TabBar label={t("tabs")} current={query.status} tabs={tabs.map((status) => ({ key: status, href: `${PATH}?status=${status}`, label: t(`tab.${status}`) }))} />
      {page.data.length === 0 ? (
        <EmptyState title={query.status === "pending" ? t("nothingWaiting") : t("noneHere")} description={t("noneText")} />
      ) : (
        <ReviewList documents={page.data} />
      )}
      <AdminPagination page={page} path={PATH} params={{ status: params.status, page: params.page }} label={t("pages")} />
    </>
  );
}
