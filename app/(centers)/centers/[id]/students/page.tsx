import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPagination, AdminSearchForm, AdminStatusBadge, DataTable, firstParams, type AdminColumn, type BadgeTone } from "@/components/admin";
import { RefusedPage } from "@/components/centers/refused-page";
import { PageHeader } from "@/components/certifications/page-header";
import { ProgressBar } from "@/components/ui/progress-bar";
import { RUNS_CENTER } from "@/lib/centers/center-access";
import { centerCourses } from "@/lib/centers/center-courses";
import { centerPage } from "@/lib/centers/center-page";
import { listCenterStudents } from "@/lib/centers/list-center-students";
import { CENTER_STUDENT_STATUSES, ZCenterStudentsQuery, type CenterStudentRecord } from "@/lib/centers/schema";
import { env } from "@/lib/env";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("centers.students");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const tones: Record<CenterStudentRecord["status"], BadgeTone> = { active: "info", completed: "success", expired: "warning", refunded: "neutral" };

// A center's students: its course logs with filters (q, status, course), progress bars and pages,
// read through the API's own service (owners and managers see all, an instructor his or her own).
export default async function CenterStudentsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = `/centers/${id}/students`;
  const door = await centerPage(id, path);
  const t = await getTranslations("centers.students");
  if (door.refusal !== null) return <RefusedPage title={t("title")} reason={door.refusal} />;
  const { center, role } = door.access;
  const lang = await pageLanguage();
  const sp = firstParams(await searchParams);
  const filters = { q: sp.q, status: sp.status, course: sp.course, page: sp.page };
  // A filter that does not parse is ignored rather than refused: the page still lists.
  const parsed = ZCenterStudentsQuery.safeParse({ ...filters, per_page: 20 });
  const query = parsed.success ? parsed.data : ZCenterStudentsQuery.parse({ per_page: 20 });
  const runs = (RUNS_CENTER as readonly string[]).includes(role);
  const [page, courses] = await Promise.all([
    listCenterStudents(door.user.id, center.id, query, new URL(path, env().appUrl), lang),
    centerCourses(center.id, runs ? undefined : door.user.id),
  ]);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" });
  const day = (ymd: string) => date.format(new Date(`${ymd}T00:00:00.000Z`));
  const filtered = Boolean(query.q || query.status || query.course);

  const columns: AdminColumn<CenterStudentRecord>[] = [
    {
      id: "diver",
      header: t("diver"),
      cell: (s) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{s.diver.full_name ?? s.diver.member_id}</p>
          <p className="text-xs whitespace-nowrap text-slate-600">{s.diver.member_id}</p>
          {/* On a phone the course shows here, its column being hidden. */}
          <p className="mt-0.5 text-xs text-slate-600 sm:hidden">{s.course.name}</p>
        </div>
      ),
    },
    {
      id: "course",
      header: t("course"),
      className: "hidden sm:table-cell",
      cell: (s) => (
        <div>
          <p className="text-slate-900">{s.course.name}</p>
          <p className="text-xs text-slate-600">{t("started", { date: day(s.started_at) })}</p>
        </div>
      ),
    },
    { id: "instructor", header: t("instructor"), className: "hidden lg:table-cell", cell: (s) => s.instructor?.full_name ?? s.instructor?.member_id ?? t("noInstructor") },
    { id: "status", header: t("status"), cell: (s) => <AdminStatusBadge label={t(`statuses.${s.status}`)} tone={tones[s.status]} /> },
    {
      id: "progress",
      header: t("progress"),
      className: "w-24 sm:w-44",
      cell: (s) => <ProgressBar value={s.progress} label={t("progressOf", { name: s.diver.full_name ?? s.diver.member_id })} className="[&>div:first-child>span:first-child]:sr-only" />,
    },
    { id: "expires", header: t("expires"), className: "hidden md:table-cell whitespace-nowrap", cell: (s) => day(s.expires_at) },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={runs ? t("descriptionAll", { center: center.name }) : t("descriptionOwn", { center: center.name })} />
      <AdminSearchForm
        path={path}
        params={filters}
        label={t("search")}
        fields={[
          { type: "search", name: "q", label: t("q") },
          { type: "select", name: "status", label: t("status"), anyLabel: t("anyStatus"), options: CENTER_STUDENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })) },
          { type: "select", name: "course", label: t("course"), anyLabel: t("anyCourse"), options: courses.map((c) => ({ value: c.code, label: c.name })) },
        ]}
      />
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={page.data}
        rowKey={(s) => s.log_code}
        empty={filtered ? { title: t("noMatch"), description: t("noMatchText") } : { title: t("none"), description: t("noneText") }}
      />
      <AdminPagination page={page} path={path} params={filters} label={t("pages")} />
    </>
  );
}
