import { getTranslations } from "next-intl/server";
import type { Lang } from "@/lib/i18n/language";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { Icon } from "@/components/certifications/icons";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { AccessRefused } from "@/components/professional/access-refused";
import { TabBar } from "@/components/ui/tab-bar";
import { IssuedList } from "@/components/professional/issued-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";
import { label } from "@/lib/i18n/labels";
import { listIssuedCertifications } from "@/lib/learning/issued-certifications";
import { certificationLevels, ZCertificationLevelParams, ZIssuedCertificationsQuery } from "@/lib/learning/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.issued");
  return { title: t("title") };
}

const PATH = "/professional/certifications";
type Level = (typeof certificationLevels)[number];
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const levelLabel = (level: Level, lang: Lang, all: string) => (level === "all" ? all : label(`level.${level}`, lang));
const hrefOf = (level: Level, page = 1) => {
  const q = new URLSearchParams();
  if (level !== "all") q.set("level", level);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default async function IssuedCertificationsPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.issued");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;

  const raw = await searchParams;
  // The API's own schemas for {level} and ?page; anything else falls back to all, page 1.
  const levelParsed = ZCertificationLevelParams.safeParse({ level: first(raw.level) ?? "all" });
  const level: Level = levelParsed.success ? levelParsed.data.level : "all";
  const pageParsed = ZIssuedCertificationsQuery.safeParse({ page: first(raw.page) ?? 1, per_page: 15 });
  const page = pageParsed.success ? pageParsed.data : ZIssuedCertificationsQuery.parse({});
  const lang = await pageLanguage();
  const result = await listIssuedCertifications(user.id, level, page, new URL(PATH, env().appUrl), lang);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <TabBar label={t("filter")} current={level} tabs={certificationLevels.map((l) => ({ key: l, label: levelLabel(l, lang, t("all")), href: hrefOf(l) }))} />
      {result.data.length === 0 && result.total > 0 ? (
        <EmptyState title={t("nothingHere")} action={<ButtonLink href={hrefOf(level)}>{t("firstPage")}</ButtonLink>} />
      ) : result.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="award" />}
          title={level === "all" ? t("noneYet") : t("noneOfLevel", { level: levelLabel(level, lang, t("all")) })}
          description={t("noneText")}
        />
      ) : (
        <div className="space-y-4">
          <IssuedList certifications={result.data} lang={lang} />
          <Pager page={result.current_page} lastPage={result.last_page} total={result.total} href={(n) => hrefOf(level, n)} label={t("pages")} />
        </div>
      )}
    </>
  );
}
