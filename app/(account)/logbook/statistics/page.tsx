import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { logbookViewer, singleParams } from "@/app/(account)/logbook/viewer";
import { PageHeader } from "@/components/certifications/page-header";
import { formatNumber, showMinutes } from "@/components/logbook/format";
import { WaveIcon } from "@/components/logbook/icons";
import { BarChart } from "@/components/logbook/statistics/bar-chart";
import { RankedTable } from "@/components/logbook/statistics/ranked-table";
import { SacChart } from "@/components/logbook/statistics/sac-chart";
import { StatisticsFilter, type RangeValues } from "@/components/logbook/statistics/statistics-filter";
import { StatisticsTotals } from "@/components/logbook/statistics/statistics-totals";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormMessage } from "@/components/ui/form-message";
import { fieldErrorsOf } from "@/lib/api/validation";
import { diveLogStatistics } from "@/lib/dive-logs/statistics/get-statistics";
import { ZStatisticsQuery } from "@/lib/dive-logs/statistics/schema";
import { countryName } from "@/lib/geo/country-facts";
import type { Lang } from "@/lib/i18n/language";
import { pageFields } from "@/lib/i18n/page-errors";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("logbook.statistics");
  return { title: t("title") };
}

const PATH = "/logbook/statistics";
const GASES = ["air", "nitrox", "trimix", "oxygen", "heliox"] as const;
const isGas = (g: string): g is (typeof GASES)[number] => (GASES as readonly string[]).includes(g);
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The logbook in figures (decision 0051): the API's read, drawn as server-side SVG charts. */
export default async function StatisticsPage({ searchParams }: Props) {
  const { user, refusal } = await logbookViewer(PATH);
  const t = await getTranslations("logbook.statistics");
  const tg = await getTranslations("logbook.form.gases");
  const locale = await getLocale();
  const header = (
    <PageHeader
      title={t("title")}
      description={t("description")}
      action={<ButtonLink href="/logbook" variant="secondary">{t("back")}</ButtonLink>}
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
  const values: RangeValues = { from: raw.from || undefined, to: raw.to || undefined };
  // The API's own query schema: the same rules and messages for a bad date.
  const parsed = ZStatisticsQuery.safeParse(values);
  const stats = await diveLogStatistics(user.id, parsed.success ? parsed.data : {});
  const filtered = parsed.success && !!(values.from || values.to);
  const n = (v: number) => formatNumber(v, 0, locale);
  const { units } = stats;
  const gasName = (g: string) => (isGas(g) ? tg(g) : g);

  return (
    <>
      {header}
      <StatisticsFilter values={values} errors={parsed.success ? undefined : await pageFields(fieldErrorsOf(parsed.error))} />
      {stats.dives === 0 ? (
        <EmptyState
          icon={<WaveIcon />}
          title={filtered ? t("noMatch") : t("empty")}
          description={filtered ? t("noMatchHint") : t("emptyHint")}
          action={filtered ? <ButtonLink href={PATH} variant="secondary">{t("clear")}</ButtonLink> : <ButtonLink href="/logbook/new">{t("logDive")}</ButtonLink>}
        />
      ) : (
        <div className="space-y-6">
          <StatisticsTotals stats={stats} />
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChart
              id="per-year"
              caption={t("perYear")}
              summary={t("perYearSummary", { years: stats.per_year.length, dives: stats.dives })}
              bars={stats.per_year.map((y) => ({ key: String(y.year), label: String(y.year), value: y.dives, title: t("barTitle", { label: y.year, dives: y.dives }) + ` · ${showMinutes(y.minutes)}` }))}
              valueLabel={t("dives")}
              axisLabel={t("year")}
              columns={[t("year"), t("dives")]}
            />
            <BarChart
              id="per-month"
              caption={t("perMonth")}
              summary={t("perMonthSummary", { dives: stats.per_month.reduce((s, m) => s + m.dives, 0), from: stats.per_month[0]!.month, to: stats.per_month.at(-1)!.month })}
              bars={stats.per_month.map((m) => ({ key: m.month, label: m.month.slice(2).replace("-", "/"), value: m.dives, title: t("barTitle", { label: m.month, dives: m.dives }) }))}
              valueLabel={t("dives")}
              axisLabel={t("month")}
              columns={[t("month"), t("dives")]}
            />
            <BarChart
              id="depth"
              caption={t("depthHistogram", { unit: units.depth })}
              summary={t("histogramSummary", { dives: stats.depth_histogram.reduce((s, b) => s + b.dives, 0) })}
              bars={stats.depth_histogram.map((b) => ({ key: String(b.from), label: `${n(b.from)}–${n(b.to)}`, value: b.dives, title: t("barTitle", { label: `${n(b.from)}–${n(b.to)} ${units.depth}`, dives: b.dives }) }))}
              valueLabel={t("dives")}
              axisLabel={t("depthAxis", { unit: units.depth })}
              columns={[t("depthAxis", { unit: units.depth }), t("dives")]}
            />
            <BarChart
              id="duration"
              caption={t("durationHistogram")}
              summary={t("histogramSummary", { dives: stats.duration_histogram.reduce((s, b) => s + b.dives, 0) })}
              bars={stats.duration_histogram.map((b) => ({ key: String(b.from), label: `${n(b.from)}–${n(b.to)}`, value: b.dives, title: t("barTitle", { label: `${n(b.from)}–${n(b.to)} min`, dives: b.dives }) }))}
              valueLabel={t("dives")}
              axisLabel={t("durationAxis")}
              columns={[t("durationAxis"), t("dives")]}
            />
          </div>
          <SacChart points={stats.sac_trend} unit={units.sac === "cuft/min" ? "cuft/min" : "L/min"} />
          <div className="grid gap-6 lg:grid-cols-3">
            <RankedTable id="sites" caption={t("bySite")} column={t("site")} rows={stats.by_site.map((s) => ({ name: s.site, dives: s.dives }))} />
            <RankedTable id="countries" caption={t("byCountry")} column={t("country")} rows={stats.by_country.map((c) => ({ name: countryName(c.country, locale as Lang) ?? c.country, dives: c.dives }))} />
            <RankedTable id="gases" caption={t("byGas")} column={t("gas")} rows={stats.by_gas.map((g) => ({ name: gasName(g.gas), dives: g.dives }))} />
          </div>
        </div>
      )}
    </>
  );
}
