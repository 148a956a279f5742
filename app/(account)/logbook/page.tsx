import { pageFields } from "@/lib/i18n/page-errors";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { renumberByDate } from "@/app/(account)/logbook/actions";
import { NumberOrderNotice } from "@/components/logbook/number-order-notice";
import { numbersOutOfDateOrder } from "@/lib/dive-logs/numbers-out-of-date-order";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { DepthChart } from "@/components/logbook/depth-chart";
import { DiveTable } from "@/components/logbook/dive-table";
import { ExportButtons } from "@/components/logbook/export-buttons";
import { Filters, type FilterValues } from "@/components/logbook/filters";
import { WaveIcon } from "@/components/logbook/icons";
import { depthIn, unitsOf } from "@/components/logbook/format";
import { Totals } from "@/components/logbook/totals";
import { PendingDives } from "@/components/offline/pending-dives";
import { Pager } from "@/components/profile/pager";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import type { LengthAwarePage } from "@/lib/api/pagination";
import { fieldErrorsOf } from "@/lib/api/validation";
import { listDiveLogs } from "@/lib/dive-logs/list-dive-logs";
import { logbookTotals } from "@/lib/dive-logs/logbook-totals";
import { ZDiveLogListQuery } from "@/lib/dive-logs/schema";
import type { DiveLogRecord } from "@/lib/dive-logs/serializers";
import { env } from "@/lib/env";
import { offlineAccountKey } from "@/lib/offline/account-key";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook");
  return { title: t("title") };
}

const PATH = "/logbook";
const PER_PAGE = 15;
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const hrefOf = (filters: FilterValues, page: number) => {
  const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default async function LogbookPage({ searchParams }: Props) {
  const { user, refusal, system } = await logbookViewer(PATH);
  const t = await getTranslations("logbook");
  const header = (
    <PageHeader
      title={t("title")}
      description={t("description")}
      action={
        refusal ? undefined : (
          <div className="flex flex-wrap gap-2">
            <ButtonLink href="/logbook/statistics" variant="secondary">{t("statistics.link")}</ButtonLink>
            <ButtonLink href="/logbook/import" variant="secondary">{t("importDives")}</ButtonLink>
            <ButtonLink href="/logbook/new">{t("logDive")}</ButtonLink>
          </div>
        )
      }
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

  const raw = singleParams(await searchParams);
  const filters: FilterValues = { from: raw.from || undefined, to: raw.to || undefined, dive_type: raw.dive_type || undefined, signed: raw.signed || undefined };
  // The API's own query schema: the same filters, the same messages for a bad value.
  const parsed = ZDiveLogListQuery.safeParse({ ...filters, page: raw.page || 1, per_page: PER_PAGE });
  const query = parsed.success ? parsed.data : ZDiveLogListQuery.parse({ per_page: PER_PAGE });
  const filtered = parsed.success && !!(filters.from || filters.to || filters.dive_type || filters.signed);
  const units = unitsOf(system);
  const [page, totals, outOfOrder] = await Promise.all([
    listDiveLogs(user.id, query, new URL(PATH, env().appUrl)) as Promise<LengthAwarePage<DiveLogRecord>>,
    logbookTotals(user.id, query),
    numbersOutOfDateOrder(user.id),
  ]);
  const renumbered = Number(raw.renumbered);
  const points = [...page.data].reverse().map((d) => ({
    id: d.id, number: d.number, date: d.date!, minutes: d.dive_time,
    depth: d.max_depth === null ? null : depthIn(d.max_depth, d.depth_unit, units.depth),
  }));

  return (
    <>
      {header}
      {/* New dives logged offline, waiting on this device to be sent (decision 0049). */}
      <PendingDives account={offlineAccountKey(user.id)} depthUnit={units.depth} />
      {Number.isInteger(renumbered) && raw.renumbered ? (
        <FormMessage kind="success" className="mb-6">
          {t("renumbered", { count: renumbered })}
        </FormMessage>
      ) : null}
      <Totals totals={totals} units={units} filtered={filtered} />
      <NumberOrderNotice dives={outOfOrder} renumber={renumberByDate} />
      <Filters values={filters} errors={parsed.success ? undefined : await pageFields(fieldErrorsOf(parsed.error))} />
      {page.total === 0 ? (
        <EmptyState
          icon={<WaveIcon />}
          title={filtered ? t("noMatch") : t("empty")}
          description={filtered ? t("noMatchHint") : t("emptyHint")}
          action={filtered ? <ButtonLink href={PATH} variant="secondary">{t("showAll")}</ButtonLink> : <ButtonLink href="/logbook/new">{t("logDive")}</ButtonLink>}
        />
      ) : (
        <div className="space-y-6">
          <DepthChart points={points} depthUnit={units.depth} caption={t("chartCaption")} />
          <section aria-labelledby="dives-title" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="dives-title" className="text-lg font-semibold text-slate-900">
                {t("dives")} <span className="font-normal text-slate-500">({page.total})</span>
              </h2>
              <ExportButtons />
            </div>
            <DiveTable dives={page.data} units={units} caption={t("tableCaption", { from: page.from ?? 0, to: page.to ?? 0, total: page.total })} />
            <Pager page={page.current_page} lastPage={page.last_page} total={page.total} href={(n) => hrefOf(filters, n)} label={t("pages")} />
          </section>
        </div>
      )}
    </>
  );
}
