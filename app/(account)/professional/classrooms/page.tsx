import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { Icon } from "@/components/certifications/icons";
import { PageHeader } from "@/components/certifications/page-header";
import { Pager } from "@/components/profile/pager";
import { AccessRefused } from "@/components/professional/access-refused";
import { ClassroomList } from "@/components/professional/classroom-list";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { pageRefusal } from "@/lib/auth/browser/page-access";
import { requireSessionUser } from "@/lib/auth/browser/current-user";
import { env } from "@/lib/env";
import { pageLanguage } from "@/lib/i18n/page-language";
import { listClassrooms } from "@/lib/professional/list-classrooms";
import { ZClassroomsQuery } from "@/lib/professional/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("professional.classrooms");
  return { title: t("title") };
}

const PATH = "/professional/classrooms";
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const hrefOf = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

export default async function ClassroomsPage({ searchParams }: Props) {
  const user = await requireSessionUser(PATH);
  const refusal = await pageRefusal(user.id, "professional");
  const t = await getTranslations("professional.classrooms");
  if (refusal) return <AccessRefused title={t("title")} reason={refusal} />;
  const parsed = ZClassroomsQuery.safeParse({ page: first((await searchParams).page) ?? 1, per_page: 12 });
  const page = parsed.success ? parsed.data : ZClassroomsQuery.parse({ per_page: 12 });
  const result = await listClassrooms(user.id, page, new URL(PATH, env().appUrl));
  const create = <ButtonLink href={`${PATH}/new`}>{t("new")}</ButtonLink>;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} action={create} />
      {result.data.length === 0 && result.total > 0 ? (
        <EmptyState title={t("nothingHere")} action={<ButtonLink href={PATH}>{t("firstPage")}</ButtonLink>} />
      ) : result.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="users" />}
          title={t("noneYet")}
          description={t("noneText")}
          action={create}
        />
      ) : (
        <div className="space-y-4">
          <ClassroomList classrooms={result.data} lang={await pageLanguage()} />
          <Pager page={result.current_page} lastPage={result.last_page} total={result.total} href={hrefOf} label={t("pages")} />
        </div>
      )}
    </>
  );
}
