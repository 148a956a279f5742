import { getTranslations } from "next-intl/server";
import { pageLanguage } from "@/lib/i18n/page-language";
import type { Metadata } from "next";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { Icon } from "@/components/certifications/icons";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { AccessRefused } from "@/components/professional/access-refused";
import { TabBar } from "@/components/ui/tab-bar";
import { StudentList } from "@/components/professional/student-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";
import { ZStudentsQuery } from "@/lib/learning/schema";
import { listStudents } from "@/lib/learning/students";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.students");
  return { title: t("title") };
}

const PATH = "/professional/students";
const statusKeys = ["all", "active", "completed", "expired"] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const hrefOf = (status: string | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (status) q.set("status", status);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${PATH}?${s}` : PATH;
};

export default async function StudentsPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.students");
  const tr = await getTranslations("referrals.accept");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const statuses = statusKeys.map((key) => ({ key, label: t(`filters.${key}`) }));

  const raw = await searchParams;
  // The API's own query schema; a bad value falls back to the first page of everyone.
  const parsed = ZStudentsQuery.safeParse({ status: first(raw.status), page: first(raw.page) ?? 1, per_page: 15 });
  const query = parsed.success ? parsed.data : ZStudentsQuery.parse({});
  const { status, ...page } = query;
  const result = await listStudents(user.id, status, page, new URL(PATH, env().appUrl), await pageLanguage());

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink href="/professional/referrals" variant="secondary">{tr("link")}</ButtonLink>
            <ButtonLink href={`${PATH}/enrol`}>{t("enrol")}</ButtonLink>
          </div>
        }
      />
      <TabBar label={t("filterLabel")} current={status ?? "all"} tabs={statuses.map((s) => ({ ...s, href: hrefOf(s.key === "all" ? undefined : s.key) }))} />
      {result.data.length === 0 && result.total > 0 ? (
        <EmptyState title={t("nothingHere")} action={<ButtonLink href={hrefOf(status)}>{t("firstPage")}</ButtonLink>} />
      ) : result.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="users" />}
          title={status ? t(`none.${status}`) : t("noneYet")}
          description={t("noneText")}
          action={<ButtonLink href={`${PATH}/enrol`}>{t("enrol")}</ButtonLink>}
        />
      ) : (
        <div className="space-y-4">
          <StudentList students={result.data} />
          <Pager page={result.current_page} lastPage={result.last_page} total={result.total} href={(n) => hrefOf(status, n)} label={t("pages")} />
        </div>
      )}
    </>
  );
}
