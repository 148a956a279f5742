import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { requestExportAction } from "@/app/(account)/profile/data/actions";
import { singleParams } from "@/app/(account)/logbook/viewer";
import { ProfilePageHeader } from "@/components/profile/profile-page-header";
import { ExportList } from "@/components/security/export-list";
import { RefreshWhile } from "@/components/security/refresh-while";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";
import { pageMessage } from "@/lib/i18n/page-errors";
import { listExports } from "@/lib/privacy/list-exports";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile.dataPage");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DataPage({ searchParams }: Props) {
  const user = await requireSessionUser("/profile/data");
  const t = await getTranslations("profile.dataPage");
  const params = singleParams(await searchParams);
  // The same service as GET /api/v1/profile/exports (its links are the signed download links).
  const page = await listExports(user.id, { page: 1, per_page: 20 }, new URL("/profile/data", env().appUrl));
  const pending = page.data.some((e) => e.status === "pending");
  return (
    <>
      <ProfilePageHeader title={t("title")} description={t("description")} />
      <RefreshWhile active={pending} />
      <div className="space-y-6">
        <Card>
          <form action={requestExportAction} className="flex flex-wrap items-center gap-3">
            <SubmitButton pendingLabel={t("requesting")}>{t("request")}</SubmitButton>
          </form>
          {params.requested ? <FormMessage kind="success" className="mt-4">{t("requested")}</FormMessage> : null}
          {params.limited ? (
            <FormMessage kind="error" className="mt-4">{await pageMessage("Too many requests. Please try again later.")}</FormMessage>
          ) : null}
        </Card>
        <section aria-labelledby="exports-title" className="space-y-3">
          <h2 id="exports-title" className="text-lg font-semibold text-slate-900">{t("listTitle")}</h2>
          {page.data.length ? <ExportList exports={page.data} /> : <EmptyState title={t("empty")} />}
        </section>
      </div>
    </>
  );
}
