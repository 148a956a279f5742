import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { resolveConflictAction } from "@/app/(account)/sync/actions";
import { toConflictView, toDeviceView, type SyncWords } from "@/app/(account)/sync/view";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { ConflictCard } from "@/components/sync/conflict-card";
import { DeviceList } from "@/components/sync/device-list";
import { DeviceQueue } from "@/components/sync/device-queue";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { env } from "@/lib/env";
import { offlineAccountKey } from "@/lib/offline/account-key";
import { listConflicts } from "@/lib/sync/list-conflicts";
import { listSyncClients } from "@/lib/sync/list-sync-clients";
import { ZConflictsQuery } from "@/lib/sync/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sync");
  return { title: t("title") };
}

const PATH = "/sync";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };


export default async function SyncPage({ searchParams }: Props) {
  const { user, refusal } = await logbookViewer(PATH);
  const t = await getTranslations("sync");
  const locale = await getLocale();
  const outcomes = ["applied", "duplicate", "rejected", "conflict"] as const;
  const words: SyncWords = {
    dive: (number) => t("dive", { number }),
    yes: t("yes"),
    no: t("no"),
    outcome: (status, count) => ((outcomes as readonly string[]).includes(status) ? t(`outcomes.${status as (typeof outcomes)[number]}`, { count }) : `${count} ${status}`),
  };
  const header = (
    <PageHeader
      title={t("title")}
      description={t("description")}
      action={<ButtonLink href="/logbook" variant="secondary">{t("diveLog")}</ButtonLink>}
    />
  );
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("unavailable")}>{refusal}</FormMessage>
      </>
    );
  }
  const params = singleParams(await searchParams);
  const query = ZConflictsQuery.safeParse({ page: params.page, per_page: 10 });
  const page = query.success ? query.data : { page: 1, per_page: 10 };
  // The same services as GET /sync/conflicts and the upload's device record.
  const [conflicts, devices] = await Promise.all([listConflicts(user.id, page, new URL(PATH, env().appUrl)), listSyncClients(user.id)]);
  const notice = params.resolved === "client" ? t("resolved.client") : params.resolved === "server" ? t("resolved.server") : undefined;
  return (
    <>
      {header}
      <div className="space-y-8">
        {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
        {/* What this browser made offline and has not sent, or the server refused (IndexedDB). */}
        <DeviceQueue account={offlineAccountKey(user.id)} />
        <section aria-labelledby="conflicts-heading" className="space-y-3">
          <div>
            <h2 id="conflicts-heading" className="text-lg font-semibold text-slate-900">
              {t("needsDecision")} <span className="font-normal text-slate-500">({conflicts.total})</span>
            </h2>
            <p className="text-sm text-slate-600">{t("conflictsText")}</p>
          </div>
          {conflicts.data.length ? (
            <ul className="space-y-4">
              {conflicts.data.map((c) => (
                <ConflictCard key={c.id} conflict={toConflictView(c, words, locale)} action={resolveConflictAction.bind(null, c.id)} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t("nothing")} description={t("nothingText")} />
          )}
          <Pager page={conflicts.current_page} lastPage={conflicts.last_page} total={conflicts.total} href={(n) => `${PATH}?page=${n}`} label={t("pages")} />
        </section>
        <section aria-labelledby="devices-heading" className="space-y-3">
          <h2 id="devices-heading" className="text-lg font-semibold text-slate-900">{t("devices")}</h2>
          {devices.length ? (
            <DeviceList devices={devices.map((d) => toDeviceView(d, words, locale))} />
          ) : (
            <EmptyState title={t("noDevice")} description={t("noDeviceText")} />
          )}
        </section>
      </div>
    </>
  );
}
