import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { CourseForm } from "@/components/catalogue/course-form";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn } from "@/components/admin";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listAdminCourses } from "@/lib/catalogue/list-courses";
import { ZCourseListQuery, type AdminCourseRow } from "@/lib/catalogue/schema";
import { env } from "@/lib/env";
import { courseLevels } from "@/lib/learning/record-schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalogue");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export default async function AdminCoursesPage({ searchParams }: Props) {
  const { refusal } = await staffPage("catalogue", "/admin/courses");
  const t = await getTranslations("adminCatalogue");
  const header = <PageHeader title={t("title")} description={t("description")} />;
  if (refusal) {
    return (
      <>
        {header}
        <FormMessage kind="warning" title={t("staffOnly")}>{refusal}</FormMessage>
      </>
    );
  }
  const params = firstParams(await searchParams);
  const parsed = ZCourseListQuery.safeParse({ q: params.q || undefined, level: params.level || undefined, page: params.page, per_page: 20 });
  const query = parsed.success ? parsed.data : ZCourseListQuery.parse({ per_page: 20 });
  // The same service as GET /api/v1/admin/courses.
  const page = await listAdminCourses(query, new URL("/admin/courses", env().appUrl));
  const levelLabel = Object.fromEntries(courseLevels.map((l) => [l, t(`levels.${l}`)]));
  const columns: AdminColumn<AdminCourseRow>[] = [
    { id: "code", header: t("list.code"), cell: (c) => <Link href={`/admin/courses/${c.id}`} className="font-mono font-semibold text-sky-800 underline">{c.code}</Link> },
    { id: "name", header: t("list.name"), cell: (c) => c.name },
    { id: "level", header: t("list.level"), cell: (c) => levelLabel[c.level] },
    { id: "price", header: t("list.price"), cell: (c) => money(c.price), className: "text-right tabular-nums" },
    {
      id: "version",
      header: t("list.published"),
      cell: (c) => (c.published_version === null ? <AdminStatusBadge tone="neutral" label={t("list.unpublished")} /> : t("list.versionN", { n: c.published_version })),
    },
    { id: "draft", header: t("list.draft"), cell: (c) => (c.draft_pending ? <AdminStatusBadge tone="warning" label={t("list.draftPending")} /> : <span className="text-slate-500">{t("list.noDraft")}</span>) },
  ];
  return (
    <>
      {header}
      <AdminSearchForm
        path="/admin/courses"
        params={params}
        label={t("list.search")}
        fields={[
          { type: "search", name: "q", label: t("list.q"), placeholder: t("list.qPlaceholder") },
          { type: "select", name: "level", label: t("list.level"), options: courseLevels.map((l) => ({ value: l, label: levelLabel[l]! })), anyLabel: t("list.anyLevel") },
        ]}
      />
      <DataTable caption={t("list.caption")} columns={columns} rows={page.data} rowKey={(c) => c.id} empty={{ title: t("list.empty"), description: t("list.emptyText") }} />
      <AdminPagination page={page} path="/admin/courses" params={params} label={t("list.pages")} />
      <section aria-labelledby="new-course" className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="new-course" className="mb-1 text-lg font-semibold text-slate-900">{t("create.title")}</h2>
        <p className="mb-4 text-sm text-slate-600">{t("create.text")}</p>
        <CourseForm levelLabels={levelLabel} />
      </section>
    </>
  );
}
